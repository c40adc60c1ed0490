import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { readAgain } from '@/lib/read-again';
import {
  ConvertConfigsDocument,
  MoneySettingsDocument,
  PackageCatalogueDocument,
  SetCatalogueEntryDocument,
  SetConvertConfigDocument,
  SetDepositSettingsDocument,
  SetTeamBonusRateDocument,
  SetWithdrawalSettingsDocument,
  TeamBonusRatesDocument,
  type ConvertConfigsQuery,
  type MoneySettingsQuery,
  type PackageCatalogueQuery,
  type TeamBonusRatesQuery,
} from '../generated/graphql';
import { QueueTable } from '../components/queue-table';
import { RefusalAlert } from '../components/refusal-alert';
import { SettingDialog, type SettingChanges } from '../components/setting-dialog';
import { useCreditName, useRankName } from '../lib/names';
import { useConsoleText, type ConsoleKey } from '../lib/text';
import { Section } from '../components/section';

type Entry = PackageCatalogueQuery['packageCatalogue'][number];
type Pair = ConvertConfigsQuery['convertConfigs'][number];
type BonusRate = TeamBonusRatesQuery['teamBonusRates'][number];

/** What is being changed: one item of one section. */
type Money = MoneySettingsQuery;
type Editing =
  | { section: 'catalogue'; item: Entry }
  | { section: 'convert'; item: Pair }
  | { section: 'bonus'; item: BonusRate }
  | { section: 'withdrawals'; item: Money['withdrawalSettings'] }
  | { section: 'deposits'; item: Money['depositSettings'] };

function EditButton({ testId, onClick }: { testId: string; onClick: () => void }) {
  const { t } = useConsoleText();
  return (
    <Button size="small" onClick={onClick} data-testid={testId}>
      {t('configuration.edit')}
    </Button>
  );
}

/** A string kept only where it is a string: the platform's changes are strings and switches. */
const text = (changes: SettingChanges, name: string) => (typeof changes[name] === 'string' ? changes[name] : undefined);
const whole = (changes: SettingChanges, name: string) => (typeof changes[name] === 'string' ? Number(changes[name]) : undefined);
const flag = (changes: SettingChanges, name: string) => (typeof changes[name] === 'boolean' ? changes[name] : undefined);

/**
 * The configuration an admin changes from the console: the package catalogue, the convert pairs
 * and their fees, the team's bonus rates. Each change needs a reason (the audit trail keeps it with
 * the values before and after); the platform checks every value and refuses in its own words.
 */
export function ConfigurationScreen() {
  const { t } = useConsoleText();
  const creditName = useCreditName();
  const catalogue = useQuery(PackageCatalogueDocument, { fetchPolicy: 'cache-and-network' });
  const pairs = useQuery(ConvertConfigsDocument, { fetchPolicy: 'cache-and-network' });
  const rates = useQuery(TeamBonusRatesDocument, { fetchPolicy: 'cache-and-network' });
  const money = useQuery(MoneySettingsDocument, { fetchPolicy: 'cache-and-network' });
  const [setWithdrawals] = useMutation(SetWithdrawalSettingsDocument);
  const [setDeposits] = useMutation(SetDepositSettingsDocument);
  const [setEntry] = useMutation(SetCatalogueEntryDocument);
  const [setPair] = useMutation(SetConvertConfigDocument);
  const [setRate] = useMutation(SetTeamBonusRateDocument);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const bonusName = (key: string) => t(`configuration.bonusKeys.${key}` as ConsoleKey, { defaultValue: key });
  const rankName = useRankName();
  const pairName = (pair: Pair) => `${creditName(pair.fromCoin)} → ${creditName(pair.toCoin)}`;
  const feeText = (terms: { feeType: string; feeValue: string }) =>
    terms.feeType === 'RATIO' ? t('configuration.feeOfAmount', { value: terms.feeValue }) : t('configuration.feeFixed', { value: terms.feeValue });
  const multipleText = (multiple: string | null) => multiple ?? t('configuration.noMultiple');
  const withdrawals = money.data?.withdrawalSettings;
  const deposits = money.data?.depositSettings;

  /** Sends a change; on success says so and reads the section again (the platform's values). */
  const saved = async (run: () => Promise<unknown>, name: string, refetch: () => unknown) => {
    setDone(null);
    await run();
    setDone(t('configuration.saved', { name }));
    await readAgain(refetch);
  };

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('configuration.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('configuration.intro')}
      </Typography>
      {done && (
        <Alert severity="success" data-testid="action-done" sx={{ my: 1 }}>
          {done}
        </Alert>
      )}

      <Section title={t('configuration.convert')} testId="configuration-convert">
        <RefusalAlert error={pairs.error} />
        <QueueTable
          testId="convert-pairs"
          empty=""
          headings={[t('configuration.pair'), t('configuration.rate'), t('configuration.feeRatio'), t('configuration.minAmount'), t('configuration.reviewAbove'), t('configuration.status'), '']}
          rows={pairs.data?.convertConfigs}
          row={(pair) => (
            <TableRow key={`${pair.fromCoin}-${pair.toCoin}`} data-testid={`pair-${pair.fromCoin}-${pair.toCoin}`}>
              <TableCell>{pairName(pair)}</TableCell>
              <TableCell>{pair.rate}</TableCell>
              <TableCell data-testid={`fee-${pair.fromCoin}-${pair.toCoin}`}>{pair.feeRatio}</TableCell>
              <TableCell>{pair.minAmount}</TableCell>
              <TableCell>{pair.reviewAbove ?? t('configuration.noReview')}</TableCell>
              <TableCell>{pair.enabled ? t('configuration.enabled') : t('configuration.disabled')}</TableCell>
              <TableCell>
                <EditButton testId={`edit-pair-${pair.fromCoin}-${pair.toCoin}`} onClick={() => setEditing({ section: 'convert', item: pair })} />
              </TableCell>
            </TableRow>
          )}
        />
      </Section>

      <Section title={t('configuration.catalogue')} testId="configuration-catalogue">
        <RefusalAlert error={catalogue.error} />
        <QueueTable
          testId="catalogue"
          empty=""
          headings={[
            t('configuration.id'),
            t('configuration.kind'),
            t('configuration.price'),
            t('configuration.contractDays'),
            t('configuration.dailyProfitRatio'),
            t('configuration.maxPurchaseCount'),
            t('configuration.redeemFeeRatio'),
            t('configuration.status'),
            '',
          ]}
          rows={catalogue.data?.packageCatalogue}
          row={(entry) => (
            <TableRow key={entry.id} data-testid={`package-${entry.id}`}>
              <TableCell>
                {entry.name} ({entry.id})
              </TableCell>
              <TableCell>{t(`configuration.kinds.${entry.kind}` as ConsoleKey, { defaultValue: entry.kind })}</TableCell>
              <TableCell>
                {entry.amount} {creditName(entry.coinName)}
              </TableCell>
              <TableCell>{entry.contractDays}</TableCell>
              <TableCell>{entry.dailyProfitRatio}</TableCell>
              <TableCell>{entry.maxPurchaseCount}</TableCell>
              <TableCell>{entry.redeemFeeRatio}</TableCell>
              <TableCell>{entry.enabled ? t('configuration.enabled') : t('configuration.disabled')}</TableCell>
              <TableCell>
                <EditButton testId={`edit-package-${entry.id}`} onClick={() => setEditing({ section: 'catalogue', item: entry })} />
              </TableCell>
            </TableRow>
          )}
        />
      </Section>

      <Section title={t('configuration.bonusRates')} testId="configuration-bonus-rates">
        <RefusalAlert error={rates.error} />
        <QueueTable
          testId="bonus-rates"
          empty=""
          headings={[t('configuration.bonus'), t('configuration.bonusRate'), t('configuration.minLevel'), '']}
          rows={rates.data?.teamBonusRates}
          row={(rate) => (
            <TableRow key={rate.key} data-testid={`bonus-${rate.key}`}>
              <TableCell>{bonusName(rate.key)}</TableCell>
              <TableCell>{rate.rate}</TableCell>
              <TableCell>{rankName(rate.minLevel)}</TableCell>
              <TableCell>
                <EditButton testId={`edit-bonus-${rate.key}`} onClick={() => setEditing({ section: 'bonus', item: rate })} />
              </TableCell>
            </TableRow>
          )}
        />
      </Section>

      <Section title={t('configuration.money')} testId="configuration-money">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('configuration.moneyIntro')}
        </Typography>
        <RefusalAlert error={money.error} />
        {withdrawals && deposits && (
          <QueueTable
            testId="money-settings"
            empty=""
            headings={[t('configuration.setting'), t('configuration.inForce'), t('configuration.deployment'), '']}
            rows={
              [
                { id: 'withdrawal-fee', name: `${t('configuration.withdrawals')}: ${t('configuration.fee')}`, value: feeText(withdrawals), base: feeText(withdrawals.environment), section: 'withdrawals' },
                { id: 'withdrawal-min', name: `${t('configuration.withdrawals')}: ${t('configuration.smallest')}`, value: withdrawals.minAmount, base: withdrawals.environment.minAmount, section: 'withdrawals' },
                { id: 'withdrawal-max', name: `${t('configuration.withdrawals')}: ${t('configuration.largest')}`, value: withdrawals.maxAmount, base: withdrawals.environment.maxAmount, section: 'withdrawals' },
                { id: 'withdrawal-multiple', name: `${t('configuration.withdrawals')}: ${t('configuration.multiple')}`, value: multipleText(withdrawals.multiple), base: multipleText(withdrawals.environment.multiple), section: 'withdrawals' },
                { id: 'deposit-min', name: `${t('configuration.deposits')}: ${t('configuration.smallest')}`, value: deposits.minAmount, base: deposits.environment.minAmount, section: 'deposits' },
                { id: 'deposit-multiple', name: `${t('configuration.deposits')}: ${t('configuration.multiple')}`, value: multipleText(deposits.multiple), base: multipleText(deposits.environment.multiple), section: 'deposits' },
              ] as const
            }
            row={(setting) => (
              <TableRow key={setting.id} data-testid={`money-${setting.id}`}>
                <TableCell>{setting.name}</TableCell>
                <TableCell data-testid={`money-${setting.id}-value`}>{setting.value}</TableCell>
                <TableCell>{setting.base}</TableCell>
                <TableCell>
                  <EditButton
                    testId={`edit-money-${setting.id}`}
                    onClick={() => setEditing(setting.section === 'withdrawals' ? { section: 'withdrawals', item: withdrawals } : { section: 'deposits', item: deposits })}
                  />
                </TableCell>
              </TableRow>
            )}
          />
        )}
      </Section>

      {editing?.section === 'convert' && (
        <SettingDialog
          title={t('configuration.editTitle', { name: pairName(editing.item) })}
          fields={[
            { name: 'rate', label: t('configuration.rate'), kind: { type: 'decimal' }, value: editing.item.rate },
            { name: 'feeRatio', label: t('configuration.feeRatio'), kind: { type: 'ratio' }, value: editing.item.feeRatio },
            { name: 'minAmount', label: t('configuration.minAmount'), kind: { type: 'decimal' }, value: editing.item.minAmount },
            { name: 'reviewAbove', label: t('configuration.reviewAbove'), kind: { type: 'decimal' }, value: editing.item.reviewAbove ?? '' },
          ]}
          switches={[
            { name: 'enabled', label: t('configuration.offered'), value: editing.item.enabled },
            { name: 'noReview', label: t('configuration.removeReview'), value: editing.item.reviewAbove === null },
          ]}
          onClose={() => setEditing(null)}
          onSave={(changes, reason) => {
            const { fromCoin, toCoin } = editing.item;
            const noReview = flag(changes, 'noReview');
            return saved(
              () =>
                setPair({
                  variables: {
                    input: {
                      fromCoin,
                      toCoin,
                      reason,
                      rate: text(changes, 'rate'),
                      feeRatio: text(changes, 'feeRatio'),
                      minAmount: text(changes, 'minAmount'),
                      reviewAbove: noReview ? undefined : text(changes, 'reviewAbove'),
                      noReview: noReview === true ? true : undefined,
                      enabled: flag(changes, 'enabled'),
                    },
                  },
                }),
              pairName(editing.item),
              pairs.refetch,
            );
          }}
        />
      )}

      {editing?.section === 'catalogue' && (
        <SettingDialog
          title={t('configuration.editTitle', { name: editing.item.name })}
          fields={[
            { name: 'amount', label: t('configuration.price'), kind: { type: 'decimal' }, value: editing.item.amount },
            { name: 'contractDays', label: t('configuration.contractDays'), kind: { type: 'integer', min: 1, max: 3650 }, value: String(editing.item.contractDays) },
            { name: 'dailyProfitRatio', label: t('configuration.dailyProfitRatio'), kind: { type: 'ratio' }, value: editing.item.dailyProfitRatio },
            { name: 'maxPurchaseCount', label: t('configuration.maxPurchaseCount'), kind: { type: 'integer', min: 1, max: 1000 }, value: String(editing.item.maxPurchaseCount) },
            { name: 'redeemFeeRatio', label: t('configuration.redeemFeeRatio'), kind: { type: 'ratio' }, value: editing.item.redeemFeeRatio },
          ]}
          switches={[{ name: 'enabled', label: t('configuration.offered'), value: editing.item.enabled }]}
          onClose={() => setEditing(null)}
          onSave={(changes, reason) =>
            saved(
              () =>
                setEntry({
                  variables: {
                    input: {
                      id: editing.item.id,
                      reason,
                      amount: text(changes, 'amount'),
                      contractDays: whole(changes, 'contractDays'),
                      dailyProfitRatio: text(changes, 'dailyProfitRatio'),
                      maxPurchaseCount: whole(changes, 'maxPurchaseCount'),
                      redeemFeeRatio: text(changes, 'redeemFeeRatio'),
                      enabled: flag(changes, 'enabled'),
                    },
                  },
                }),
              editing.item.name,
              catalogue.refetch,
            )
          }
        />
      )}

      {editing?.section === 'withdrawals' && (
        <SettingDialog
          title={t('configuration.editTitle', { name: t('configuration.withdrawals') })}
          fields={[
            { name: 'feeValue', label: t('configuration.fee'), kind: (switches) => (switches.feeAsRatio ? { type: 'ratio' } : { type: 'amount' }), value: editing.item.feeValue },
            { name: 'minAmount', label: t('configuration.smallest'), kind: { type: 'decimal' }, value: editing.item.minAmount },
            { name: 'maxAmount', label: t('configuration.largest'), kind: { type: 'decimal' }, value: editing.item.maxAmount },
            { name: 'multiple', label: t('configuration.multiple'), kind: { type: 'decimal' }, value: editing.item.multiple ?? '' },
          ]}
          switches={[
            { name: 'feeAsRatio', label: t('configuration.feeAsRatio'), value: editing.item.feeType === 'RATIO' },
            { name: 'useEnvironment', label: t('configuration.useEnvironment'), value: false },
          ]}
          onClose={() => setEditing(null)}
          onSave={(changes, reason) => {
            const useEnvironment = flag(changes, 'useEnvironment') === true;
            // The fee is its type and value together: either changed sends both.
            const feeChanged = changes.feeValue !== undefined || changes.feeAsRatio !== undefined;
            const asRatio = flag(changes, 'feeAsRatio') ?? editing.item.feeType === 'RATIO';
            const input = useEnvironment
              ? { reason, useEnvironment: true }
              : {
                  reason,
                  ...(feeChanged ? { feeType: asRatio ? 'RATIO' : 'FIXED', feeValue: text(changes, 'feeValue') ?? editing.item.feeValue } : {}),
                  minAmount: text(changes, 'minAmount'),
                  maxAmount: text(changes, 'maxAmount'),
                  multiple: text(changes, 'multiple'),
                };
            return saved(() => setWithdrawals({ variables: { input } }), t('configuration.withdrawals'), money.refetch);
          }}
        />
      )}

      {editing?.section === 'deposits' && (
        <SettingDialog
          title={t('configuration.editTitle', { name: t('configuration.deposits') })}
          fields={[
            { name: 'minAmount', label: t('configuration.smallest'), kind: { type: 'decimal' }, value: editing.item.minAmount },
            { name: 'multiple', label: t('configuration.multiple'), kind: { type: 'decimal' }, value: editing.item.multiple ?? '' },
          ]}
          switches={[{ name: 'useEnvironment', label: t('configuration.useEnvironment'), value: false }]}
          onClose={() => setEditing(null)}
          onSave={(changes, reason) =>
            saved(
              () =>
                setDeposits({
                  variables: {
                    input: flag(changes, 'useEnvironment') === true ? { reason, useEnvironment: true } : { reason, minAmount: text(changes, 'minAmount'), multiple: text(changes, 'multiple') },
                  },
                }),
              t('configuration.deposits'),
              money.refetch,
            )
          }
        />
      )}

      {editing?.section === 'bonus' && (
        <SettingDialog
          title={t('configuration.editTitle', { name: bonusName(editing.item.key) })}
          fields={[
            { name: 'rate', label: t('configuration.bonusRate'), kind: { type: 'ratio' }, value: editing.item.rate },
            { name: 'minLevel', label: t('configuration.minLevel'), kind: { type: 'integer', min: -1, max: 7 }, value: String(editing.item.minLevel) },
          ]}
          onClose={() => setEditing(null)}
          onSave={(changes, reason) =>
            saved(
              () => setRate({ variables: { input: { key: editing.item.key, reason, rate: text(changes, 'rate'), minLevel: whole(changes, 'minLevel') } } }),
              bonusName(editing.item.key),
              rates.refetch,
            )
          }
        />
      )}
    </>
  );
}
