import { useTranslation } from 'react-i18next';
import { PicturePicker } from '@/components/picture-picker';
import { SCREENSHOT_TYPES, screenshotProblem } from '../api/claims';

/** The trade's screenshot; its refusal shows once the member tried to submit, or as soon as a file is chosen. */
export function ScreenshotPicker({ value, showError, onChange }: { value: File | null; showError: boolean; onChange(file: File | null): void }) {
  const { t } = useTranslation();
  const problem = screenshotProblem(value);
  const error = showError || value ? problem : undefined;
  return (
    <PicturePicker
      name="screenshot"
      value={value}
      accept={SCREENSHOT_TYPES}
      acceptable={problem === undefined}
      error={error ? t(error as never) : undefined}
      onChange={onChange}
      texts={{
        label: t('products.claim.screenshot'),
        choose: t('products.claim.chooseScreenshot'),
        change: t('products.claim.changeScreenshot'),
        empty: t('products.claim.noScreenshot'),
        help: t('products.claim.screenshotHelp'),
        fileName: (file) => file.name,
        previewAlt: (file) => t('products.claim.screenshotPreview', { name: file.name }),
      }}
    />
  );
}
