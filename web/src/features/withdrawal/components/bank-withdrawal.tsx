import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import type { WithdrawalConfigsQuery } from '@/generated/graphql';
import { useWithdrawalBankAccounts } from '../api/withdrawal-bank-accounts';
import { maskAccountNumber } from '../utils/withdrawal-rules';
import type { DestinationOption } from './destination-picker';
import { DestinationPrompt } from './destination-prompt';
import { WithdrawalForm } from './withdrawal-form';
import { readAgain } from '@/lib/read-again';

type Terms = WithdrawalConfigsQuery['withdrawalConfigs'][number];

/** The bank tab's form: to one of the member's bank accounts, or the prompt to add one. */
export function BankWithdrawal({ terms, compact }: { terms: Terms; compact: boolean }) {
  const { t } = useTranslation();
  const accounts = useWithdrawalBankAccounts();
  const list = accounts.data?.bankAccounts;
  if (accounts.error && !list) return <LoadError error={accounts.error} onRetry={() => void readAgain(accounts.refetch)} />;
  if (!list) return <LinearProgress aria-label={t('common.loading')} />;
  if (list.length === 0) return <DestinationPrompt title={t('withdrawal.newBank')} text={t('withdrawal.bindBankFirst')} />;
  const options: DestinationOption[] = list.map((item) => ({
    id: item.id,
    title: item.bankName,
    subtitle: item.accountName,
    detail: maskAccountNumber(item.accountNumber),
  }));
  return <WithdrawalForm kind="BANK" terms={terms} options={options} compact={compact} />;
}
