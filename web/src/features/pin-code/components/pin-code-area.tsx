import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '@/components/list-pagination';
import { LoadError } from '@/components/load-error';
import type { PinCodePackageKind } from '@/generated/graphql';
import { useProfile } from '@/lib/profile';
import { isAreaClosed, PIN_CODE_PAGE_SIZE, usePinCodes } from '../api/pin-codes';
import { ActivateDialog } from './activate-dialog';
import { BuyDialog } from './buy-dialog';
import { CodeCard, type PinCodeAction, type PinCodeItem } from './code-card';
import { CustodyDialog } from './custody-dialog';
import { PlanList, type PinCodePlan } from './plan-list';
import { TransferDialog } from './transfer-dialog';
import { readAgain } from '@/lib/read-again';

/** Said instead of the area when the member's PIN code area is off (the flag, or the gateway's FORBIDDEN). */
function AreaClosed() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" data-testid="pin-area-closed">
      <AlertTitle>{t('pinCode.closedTitle')}</AlertTitle>
      {t('pinCode.closed')}
    </Alert>
  );
}

type Open = { action: PinCodeAction; code: PinCodeItem } | { action: 'buy'; plan: PinCodePlan } | undefined;

function Codes({ onAction }: { onAction(action: PinCodeAction, code: PinCodeItem): void }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const codes = usePinCodes(pageNum);
  const page = codes.data?.pinCodes;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pin-codes-title" aria-busy={codes.loading} sx={{ p: 2 }}>
      <Typography id="pin-codes-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('pinCode.codes')}
      </Typography>
      {codes.loading && !page ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {codes.error && !page ? <LoadError error={codes.error} onRetry={() => void readAgain(codes.refetch)} /> : null}
      {page && page.items.length === 0 ? (
        <Alert severity="info" data-testid="pin-codes-empty">
          {t('pinCode.codesEmpty')}
        </Alert>
      ) : null}
      {page && page.items.length > 0 ? (
        <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))', gap: 1.5, p: 0, m: 0 }} data-testid="pin-codes">
          {page.items.map((code) => (
            <CodeCard key={code.id} code={code} onAction={onAction} />
          ))}
        </Box>
      ) : null}
      {page && page.pageInfo.total > PIN_CODE_PAGE_SIZE ? (
        <ListPagination total={page.pageInfo.total} pageNum={pageNum} pageSize={PIN_CODE_PAGE_SIZE} onPageChange={setPageNum} />
      ) : null}
    </Paper>
  );
}

/**
 * The PIN code area (/code, and /insurance/code with the insurance plans): buy codes, the
 * member's codes with their states, activate, transfer and each code's chain of custody. Shown
 * only while the profile flag is on; a FORBIDDEN answer (the flag went off meanwhile) says so too.
 */
export function PinCodeArea({ title, kind }: { title: string; kind?: PinCodePackageKind }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const enabled = profile.data?.me.matchingCodeEnabled;
  // Asked only to tell a closed area from an open one; the list below reads the same cache entry.
  const probe = usePinCodes(1, enabled !== true);
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const closed = enabled === false || isAreaClosed(probe.error);

  return (
    <Stack sx={{ gap: 2 }} data-testid="pin-code-area" data-kind={kind ?? 'ALL'}>
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      {closed ? (
        <AreaClosed />
      ) : enabled === undefined && profile.error ? (
        <LoadError error={profile.error} onRetry={() => void readAgain(profile.refetch)} />
      ) : enabled === undefined ? (
        <LinearProgress aria-label={t('common.loading')} />
      ) : (
        <>
          <Typography color="text.secondary">{t('pinCode.intro')}</Typography>
          <PlanList kind={kind} onBuy={(plan) => setOpen({ action: 'buy', plan })} />
          <Codes onAction={(action, code) => setOpen({ action, code })} />
        </>
      )}
      {open?.action === 'buy' ? <BuyDialog plan={open.plan} onClose={close} /> : null}
      {open?.action === 'activate' ? <ActivateDialog code={open.code} onClose={close} /> : null}
      {open?.action === 'transfer' ? <TransferDialog code={open.code} onClose={close} /> : null}
      {open?.action === 'custody' ? <CustodyDialog code={open.code} onClose={close} /> : null}
    </Stack>
  );
}
