import { useTranslation } from 'react-i18next';
import { PinCodeArea } from '../components/pin-code-area';

/** /code: the PIN code area. */
export function PinCodeRoute() {
  const { t } = useTranslation();
  return <PinCodeArea title={t('pinCode.title')} />;
}

/** /insurance/code: the PIN code area within the insurance section, buying insurance plans. */
export function InsuranceCodeRoute() {
  const { t } = useTranslation();
  return <PinCodeArea title={t('pinCode.insuranceTitle')} kind="INSURANCE" />;
}
