import { useTranslation } from 'react-i18next';
import { PicturePicker } from '@/components/picture-picker';
import { useFormat } from '@/lib/use-format';
import { RECEIPT_MAX_BYTES, RECEIPT_TYPES } from '../api/deposit-bank';

interface ReceiptPickerProps {
  value: File | null;
  /** A catalogue key, when the chosen file is refused. */
  error?: string;
  onChange(file: File | null): void;
  onBlur(): void;
}

function isPicture(file: File | null): file is File {
  return file !== null && (RECEIPT_TYPES as readonly string[]).includes(file.type) && file.size <= RECEIPT_MAX_BYTES;
}

/** A picture of the payment receipt, with its size. */
export function ReceiptPicker({ value, error, onChange, onBlur }: ReceiptPickerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <PicturePicker
      name="receipt"
      value={value}
      accept={RECEIPT_TYPES}
      acceptable={isPicture(value)}
      error={error ? t(error as never) : undefined}
      onChange={onChange}
      onBlur={onBlur}
      texts={{
        label: t('deposit.receipt'),
        choose: t('deposit.chooseReceipt'),
        change: t('deposit.changeReceipt'),
        empty: t('deposit.noReceipt'),
        help: t('deposit.receiptHelp'),
        fileName: (file) => `${file.name} (${t('deposit.kib', { size: format.count(Math.max(1, Math.ceil(file.size / 1024))) })})`,
        previewAlt: (file) => t('deposit.receiptPreview', { name: file.name }),
      }}
    />
  );
}
