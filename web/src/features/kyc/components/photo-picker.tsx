import { useTranslation } from 'react-i18next';
import { PicturePicker } from '@/components/picture-picker';
import { useFormat } from '@/lib/use-format';
import { isAcceptablePhoto, PHOTO_TYPES } from '../api/submit-kyc';

interface PhotoPickerProps {
  side: 'front' | 'back';
  value: File | null;
  /** A catalogue key, when the chosen file is refused. */
  error?: string | undefined;
  onChange(file: File): void;
  onBlur(): void;
}

/** A photo of one side of the identity document, with its size and a preview. */
export function PhotoPicker({ side, value, error, onChange, onBlur }: PhotoPickerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <PicturePicker
      name={side}
      value={value}
      accept={PHOTO_TYPES}
      acceptable={isAcceptablePhoto(value)}
      error={error ? t(error as never) : undefined}
      onChange={onChange}
      onBlur={onBlur}
      texts={{
        label: t(side === 'front' ? 'kyc.front' : 'kyc.back'),
        choose: t('kyc.choosePhoto'),
        change: t('kyc.changePhoto'),
        empty: t('kyc.noPhoto'),
        help: t('kyc.photoHelp'),
        fileName: (file) => `${file.name} (${t('kyc.kib', { size: format.count(Math.max(1, Math.ceil(file.size / 1024))) })})`,
        previewAlt: (file) => t('kyc.photoPreview', { name: file.name }),
      }}
    />
  );
}
