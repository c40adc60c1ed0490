import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import type { EntrustPackagesQuery } from '@/generated/graphql';
import { useLiveBalances } from '@/lib/balances';
import { useFormat } from '@/lib/use-format';
import {
  useBuyEntrustPackage,
  useEntrustPackages,
  useEntrustPlans,
  useEntrustRedeemQuote,
  useEntrustUpgradeOptions,
  useRedeemEntrustPackage,
  useSetEntrustPackageAutoAdd,
  useUpgradeEntrustPackage,
} from '../api/entrust';
import { AutoAddSwitch } from '../components/auto-add-switch';
import { Countdown } from '../components/countdown';
import { EarningsStatement } from '../components/earnings-statement';
import { Figures } from '../components/figures';
import { CatalogueSection, MyPackagesSection } from '../components/package-sections';
import { ContractProgress } from '../components/contract-progress';
import { PackageCard } from '../components/package-card';
import type { Plan } from '../components/plan-catalogue';
import { RedeemDialog } from '../components/redeem-dialog';
import { UpgradeDialog } from '../components/upgrade-dialog';
import { ratioPercent } from '../utils/package-figures';

type EntrustPackage = EntrustPackagesQuery['entrustPackages']['items'][number];
type Dialog = { kind: 'redeem' | 'upgrade'; pkg: EntrustPackage } | undefined;

function EntrustRedeem({ pkg, onClose }: { pkg: EntrustPackage; onClose(): void }) {
  const quote = useEntrustRedeemQuote(pkg.id);
  const [redeem] = useRedeemEntrustPackage();
  return (
    <RedeemDialog
      name={pkg.name}
      quote={{ data: quote.data?.entrustRedeemQuote, loading: quote.loading, error: quote.error, refetch: quote.refetch }}
      onRedeem={async (requestId) => {
        await redeem({ variables: { id: pkg.id, input: { requestId } } });
        return undefined;
      }}
      onClose={onClose}
    />
  );
}

/** The upgrade review, with the plans the platform offers for this package and their cost. */
function EntrustUpgrade({ pkg, onUpgrade, onClose }: { pkg: EntrustPackage; onUpgrade(id: string, planId: string, requestId: string): Promise<unknown>; onClose(): void }) {
  const options = useEntrustUpgradeOptions(pkg.id);
  return (
    <UpgradeDialog
      pkg={pkg}
      options={{ data: options.data?.entrustUpgradeOptions, loading: options.loading, error: options.error, refetch: options.refetch }}
      onUpgrade={onUpgrade}
      onClose={onClose}
    />
  );
}

function EntrustPackageCard({ pkg, plans, onOpen }: { pkg: EntrustPackage; plans: readonly Plan[]; onOpen(dialog: Dialog): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [setAutoAdd] = useSetEntrustPackageAutoAdd();
  const active = pkg.state === 'ACTIVE';
  return (
    <PackageCard
      id={pkg.id}
      name={pkg.name}
      state={pkg.state}
      progress={
        <ContractProgress
          contractDays={pkg.contractDays}
          contractDaysElapsed={pkg.contractDaysElapsed}
          endAt={pkg.expiresAt}
          ends="ends"
          nextProfitAt={pkg.nextProfitAt}
          nextProfitAmount={pkg.nextProfitAmount}
          profitCoinName={pkg.autoAdd ? pkg.coinName : pkg.profitCoinName}
        />
      }
      figures={[
        { term: t('products.principal'), value: `${format.decimal(pkg.principal)} ${t(`credits.${pkg.coinName}`)}`, testId: 'package-principal' },
        { term: t('products.dailyProfit'), value: `${format.decimal(ratioPercent(pkg.dailyProfitRatio))} %` },
        { term: t('products.expiry'), value: format.dateTime(pkg.expiresAt) },
        { term: t('products.redeemWindow'), value: `${format.dateTime(pkg.expiresAt)} – ${format.dateTime(pkg.redeemUntil)}` },
        { term: t('products.renewals'), value: format.count(pkg.renewals) },
      ]}
      countdown={
        active ? (
          <Countdown until={pkg.expiresAt} label={t('products.windowOpensIn')} doneText={t('products.windowOpen')} testId="window-countdown" />
        ) : pkg.state === 'REDEEMABLE' ? (
          <Countdown until={pkg.redeemUntil} label={t('products.windowClosesIn')} doneText={t('products.windowClosed')} testId="window-countdown" />
        ) : null
      }
      statement={<EarningsStatement pkg={pkg} />}
      actions={
        <>
          <AutoAddSwitch
            enabled={pkg.autoAdd}
            disabled={pkg.state === 'TERMINATED'}
            projection={pkg.projection}
            label={t('products.autoAdd.label')}
            onChange={(enabled) => setAutoAdd({ variables: { id: pkg.id, input: { enabled } } })}
          />
          <Button variant="outlined" size="small" disabled={!active || plans.length === 0} onClick={() => onOpen({ kind: 'upgrade', pkg })}>
            {t('products.upgrade')}
          </Button>
          <Button variant="outlined" size="small" disabled={pkg.state !== 'REDEEMABLE'} onClick={() => onOpen({ kind: 'redeem', pkg })} data-testid="redeem-button">
            {t('products.redeem')}
          </Button>
        </>
      }
    />
  );
}

/** /custody, /package and /assets/custody: the entrust catalogue and the member's entrust packages. */
export function EntrustRoute({ mobile = false }: { mobile?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const plans = useEntrustPlans();
  const packages = useEntrustPackages();
  const balances = useLiveBalances();
  const [buy] = useBuyEntrustPackage();
  const [upgrade] = useUpgradeEntrustPackage();
  const [dialog, setDialog] = useState<Dialog>(undefined);
  const planList = plans.data?.entrustPlans ?? [];
  const items = packages.data?.entrustPackages.items;
  const totals = packages.data?.entrustTotals;
  const available = balances.data?.balances.find((balance) => balance.coinName === 'ASSETS_POINT')?.available;

  return (
    <Stack sx={{ gap: 2 }}>
      {mobile ? (
        <Button component={RouterLink} to={paths.app.assets.getHref()} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
          {t('products.backToWallet')}
        </Button>
      ) : null}
      <Typography component="h1" variant="h5">
        {t('products.entrust.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('products.entrust.intro')}
      </Typography>
      <Figures
        lines={[
          { term: t('products.available'), value: available !== undefined ? `${format.decimal(available)} ${t('credits.ASSETS_POINT')}` : '–' },
          ...(totals
            ? [
                { term: t('products.entrust.held'), value: `${format.count(totals.activeCount)} · ${format.decimal(totals.totalAmount)}` },
                { term: t('products.entrust.profitEver'), value: format.decimal(totals.totalProfit) },
              ]
            : []),
        ]}
      />
      <MyPackagesSection
        id="my-entrust-title"
        packages={packages}
        items={items}
        card={(pkg) => <EntrustPackageCard key={pkg.id} pkg={pkg} plans={planList} onOpen={setDialog} />}
      />
      <CatalogueSection
        id="entrust-plans-title"
        catalogue={{ error: plans.error, refetch: plans.refetch, loaded: plans.data !== undefined }}
        plans={planList}
        onBuy={async (planId, requestId) => (await buy({ variables: { input: { planId, requestId } } })).data?.buyEntrustPackage}
      />
      {dialog?.kind === 'redeem' ? <EntrustRedeem pkg={dialog.pkg} onClose={() => setDialog(undefined)} /> : null}
      {dialog?.kind === 'upgrade' ? (
        <EntrustUpgrade
          pkg={dialog.pkg}
          onUpgrade={(id, planId, requestId) => upgrade({ variables: { id, input: { planId, requestId } } })}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
    </Stack>
  );
}
