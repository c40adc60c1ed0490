import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '@/lib/notify';

interface CopyButtonProps {
  text: string;
  /** What the button copies, e.g. "Copy address". */
  label: string;
  /** The success toast, e.g. "Address copied." */
  copied: string;
  /** The element showing `text`: selected for copying by hand when the clipboard is unavailable; without one the toast shows the text. */
  targetId?: string;
  /** An icon button (labelled by `label`) instead of a text button. */
  iconOnly?: boolean;
  testId?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/** Copies `text` to the clipboard; without a clipboard (insecure page, denied) it selects the shown text, or shows it, and says so. */
export function CopyButton({ text, label, copied, targetId, iconOnly = false, testId, disabled = false, size = 'small' }: CopyButtonProps) {
  const { t } = useTranslation();
  const onCopy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(text);
      toastSuccess(copied);
    } catch {
      const target = targetId ? document.getElementById(targetId) : null;
      if (target) {
        window.getSelection()?.selectAllChildren(target);
        toastError(t('common.copyUnavailable'));
      } else {
        toastError(t('common.copyUnavailableText', { text }));
      }
    }
  };
  if (iconOnly) {
    return (
      <IconButton size="small" aria-label={label} onClick={() => void onCopy()} data-testid={testId} disabled={disabled}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    );
  }
  return (
    <Button size={size} variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void onCopy()} data-testid={testId} disabled={disabled}>
      {label}
    </Button>
  );
}
