import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import type { WithdrawalConfigsQuery } from '@/generated/graphql';
import { useWithdrawalChainAddresses } from '../api/withdrawal-addresses';
import type { DestinationOption } from './destination-picker';
import { DestinationPrompt } from './destination-prompt';
import { WithdrawalForm } from './withdrawal-form';
import { readAgain } from '@/lib/read-again';

type Terms = WithdrawalConfigsQuery['withdrawalConfigs'][number];

/** The on-chain tab's form: to one of the member's wallet addresses, or the prompt to bind one. */
export function ChainWithdrawal({ terms, compact }: { terms: Terms; compact: boolean }) {
  const { t } = useTranslation();
  const addresses = useWithdrawalChainAddresses();
  const list = addresses.data?.withdrawalAddresses;
  if (addresses.error && !list) return <LoadError error={addresses.error} onRetry={() => void readAgain(addresses.refetch)} />;
  if (!list) return <LinearProgress aria-label={t('common.loading')} />;
  if (list.length === 0) return <DestinationPrompt title={t('withdrawal.newChain')} text={t('withdrawal.bindAddressFirst')} />;
  const options: DestinationOption[] = list.map((item) => ({
    id: item.id,
    title: item.network,
    subtitle: item.label,
    detail: item.address,
    mono: true,
    usableFrom: item.usableFrom,
    usable: item.usable,
  }));
  return <WithdrawalForm kind="CHAIN" terms={terms} options={options} compact={compact} />;
}
