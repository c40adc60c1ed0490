import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import type { InsurancePackagesQuery } from '@/generated/graphql';
import { useLiveBalances } from '@/lib/balances';
import { compareDecimal } from '@/lib/decimal';
import { useFormat } from '@/lib/use-format';
import {
  useBuyInsurancePackage,
  useInsurancePackages,
  useInsurancePlans,
  useInsuranceRedeemQuote,
  useInsuranceUpgradeOptions,
  useRedeemInsurancePackage,
  useRefillInsurancePackage,
  useSetInsurancePackageAutoAdd,
  useUpgradeInsurancePackage,
} from '../api/insurance';
import { AutoAddSetting } from '../components/auto-add-setting';
import { AutoAddSwitch } from '../components/auto-add-switch';
import { ConfirmDialog } from '../components/confirm-dialog';
import { CatalogueSection, MyPackagesSection } from '../components/package-sections';
import { Countdown } from '../components/countdown';
import { EarningsStatement } from '../components/earnings-statement';
import { ContractProgress } from '../components/contract-progress';
import { PackageCard } from '../components/package-card';
import type { Plan } from '../components/plan-catalogue';
import { RedeemDialog } from '../components/redeem-dialog';
import { UpgradeDialog } from '../components/upgrade-dialog';
import { ratioPercent } from '../utils/package-figures';
import { newRequestId } from '@/lib/request-id';
import { toastSuccess } from '@/lib/notify';

type InsurancePackage = InsurancePackagesQuery['insurancePackages']['items'][number];

function InsuranceRedeem({ pkg, onClose }: { pkg: InsurancePackage; onClose(): void }) {
  const quote = useInsuranceRedeemQuote(pkg.id);
  const [redeem] = useRedeemInsurancePackage();
  return (
    <RedeemDialog
      name={pkg.name}
      quote={{ data: quote.data?.insuranceRedeemQuote, loading: quote.loading, error: quote.error, refetch: quote.refetch }}
      onRedeem={async (requestId) => (await redeem({ variables: { id: pkg.id, input: { requestId } } })).data?.redeemInsurancePackage.transfersReopenAt}
      onClose={onClose}
    />
  );
}

function RefillDialog({ pkg, onClose }: { pkg: InsurancePackage; onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [refill, { loading }] = useRefillInsurancePackage();
  const [requestId] = useState(newRequestId);
  const confirm = async () => {
    try {
      await refill({ variables: { id: pkg.id, input: { requestId } } });
      toastSuccess(t('products.refilled'));
      onClose();
    } catch {
      // Shown by the error link.
    }
  };
  return (
    <ConfirmDialog
      title={t('products.refillTitle', { name: pkg.name })}
      confirmLabel={t('products.confirmRefill')}
      loading={loading}
      onConfirm={() => void confirm()}
      onClose={onClose}
      lines={[
        { term: t('products.principal'), value: format.decimal(pkg.principal) },
        { term: t('products.refillAmount'), value: `${format.decimal(pkg.refillAmount)} ${t(`credits.${pkg.coinName}`)}` },
      ]}
    />
  );
}

type Dialog = { kind: 'redeem' | 'upgrade' | 'refill'; pkg: InsurancePackage } | undefined;

/** The upgrade review, with the plans the platform offers for this package and their cost. */
function InsuranceUpgrade({ pkg, onUpgrade, onClose }: { pkg: InsurancePackage; onUpgrade(id: string, planId: string, requestId: string): Promise<unknown>; onClose(): void }) {
  const options = useInsuranceUpgradeOptions(pkg.id);
  return (
    <UpgradeDialog
      pkg={pkg}
      options={{ data: options.data?.insuranceUpgradeOptions, loading: options.loading, error: options.error, refetch: options.refetch }}
      onUpgrade={onUpgrade}
      onClose={onClose}
    />
  );
}

function InsurancePackageCard({ pkg, plans, onOpen }: { pkg: InsurancePackage; plans: readonly Plan[]; onOpen(dialog: Dialog): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [setAutoAdd] = useSetInsurancePackageAutoAdd();
  const locked = pkg.state === 'LOCKED';
  const fined = compareDecimal(pkg.refillAmount, '0') > 0;
  return (
    <PackageCard
      id={pkg.id}
      name={pkg.name}
      state={pkg.state}
      progress={
        <ContractProgress
          contractDays={pkg.contractDays}
          contractDaysElapsed={pkg.contractDaysElapsed}
          endAt={pkg.unlockAt}
          ends="unlocks"
          nextProfitAt={pkg.nextProfitAt}
          nextProfitAmount={pkg.nextProfitAmount}
          profitCoinName={pkg.autoAdd ? pkg.coinName : pkg.profitCoinName}
        />
      }
      figures={[
        { term: t('products.principal'), value: `${format.decimal(pkg.principal)} ${t(`credits.${pkg.coinName}`)}`, testId: 'package-principal' },
        { term: t('products.dailyProfit'), value: `${format.decimal(ratioPercent(pkg.dailyProfitRatio))} %` },
        { term: t('products.startDate'), value: pkg.startDate },
        { term: t('products.unlockDate'), value: format.dateTime(pkg.unlockAt) },
      ]}
      countdown={locked ? <Countdown until={pkg.unlockAt} label={t('products.unlocksIn')} doneText={t('products.unlockedNow')} testId="unlock-countdown" /> : null}
      statement={<EarningsStatement pkg={pkg} />}
      actions={
        <>
          <AutoAddSwitch
            enabled={pkg.autoAdd}
            disabled={!locked}
            projection={pkg.projection}
            label={t('products.autoCompound')}
            onChange={(enabled) => setAutoAdd({ variables: { id: pkg.id, input: { enabled } } })}
          />
          <Button variant="outlined" size="small" disabled={!locked || plans.length === 0} onClick={() => onOpen({ kind: 'upgrade', pkg })}>
            {t('products.upgrade')}
          </Button>
          {fined ? (
            <Button variant="outlined" size="small" disabled={!locked} onClick={() => onOpen({ kind: 'refill', pkg })}>
              {t('products.refill')}
            </Button>
          ) : null}
          <Button variant="outlined" size="small" disabled={pkg.state !== 'UNLOCKED'} onClick={() => onOpen({ kind: 'redeem', pkg })} data-testid="redeem-button">
            {t('products.redeem')}
          </Button>
          <Button component={RouterLink} to={paths.app.insurancePremium.getHref()} size="small">
            {t('products.premium.link')}
          </Button>
        </>
      }
    />
  );
}

/** /insurance: the catalogue and the member's insurance packages. */
export function InsuranceRoute() {
  const { t } = useTranslation();
  const format = useFormat();
  const plans = useInsurancePlans();
  const packages = useInsurancePackages();
  const balances = useLiveBalances();
  const [buy] = useBuyInsurancePackage();
  const [upgrade] = useUpgradeInsurancePackage();
  const [dialog, setDialog] = useState<Dialog>(undefined);
  const planList = plans.data?.insurancePlans ?? [];
  const items = packages.data?.insurancePackages.items;
  const available = balances.data?.balances.find((balance) => balance.coinName === 'INSURANCE_POINT')?.available;

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography component="h1" variant="h5">
        {t('products.insurance.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="insurance-balance">
        {t('products.available')}: {available !== undefined ? format.decimal(available) : '–'} {t('credits.INSURANCE_POINT')}
      </Typography>
      <AutoAddSetting heldCount={items?.length ?? 0} />
      <MyPackagesSection
        id="my-insurance-title"
        packages={packages}
        items={items}
        card={(pkg) => <InsurancePackageCard key={pkg.id} pkg={pkg} plans={planList} onOpen={setDialog} />}
      />
      <CatalogueSection
        id="insurance-plans-title"
        catalogue={{ error: plans.error, refetch: plans.refetch, loaded: plans.data !== undefined }}
        plans={planList}
        onBuy={async (planId, requestId) => (await buy({ variables: { input: { planId, requestId } } })).data?.buyInsurancePackage}
      />
      {dialog?.kind === 'redeem' ? <InsuranceRedeem pkg={dialog.pkg} onClose={() => setDialog(undefined)} /> : null}
      {dialog?.kind === 'refill' ? <RefillDialog pkg={dialog.pkg} onClose={() => setDialog(undefined)} /> : null}
      {dialog?.kind === 'upgrade' ? (
        <InsuranceUpgrade
          pkg={dialog.pkg}
          onUpgrade={(id, planId, requestId) => upgrade({ variables: { id, input: { planId, requestId } } })}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
    </Stack>
  );
}
