import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FittingTabs } from '@/components/fitting-tabs';
import { useProfile } from '@/lib/profile';
import { useSearchTab } from '@/lib/use-search-tab';
import { MyOffers } from '../components/my-offers';
import { MyTrades } from '../components/my-trades';
import { OtcForbidden } from '../components/otc-load-error';
import { OtcLobby } from '../components/otc-lobby';
import { PublishOfferForm } from '../components/publish-offer-form';

const TABS = ['lobby', 'publish', 'offers', 'trades'] as const;
type OtcTab = (typeof TABS)[number];

/** /otc and /usdt/otc: the P2P area — the lobby, publishing an offer, the member's offers and trades (tab in the URL). */
export function OtcRoute() {
  const { t } = useTranslation();
  const [tab, selectTab] = useSearchTab<OtcTab>([...TABS] as [OtcTab, ...OtcTab[]]);
  // The profile says whether the area is open for the member: a member without it is told so
  // without asking the platform for lists it would refuse (a 403 in the browser's console).
  const profile = useProfile();
  const me = profile.data?.me;
  const heading = (
    <Typography component="h1" variant="h5">
      {t('otc.title')}
    </Typography>
  );
  if (!me && profile.loading) {
    return (
      <Stack sx={{ gap: 2 }} data-testid="otc-page">
        {heading}
        <LinearProgress aria-label={t('common.loading')} />
      </Stack>
    );
  }
  if (me?.otcEnabled === false) {
    return (
      <Stack sx={{ gap: 2 }} data-testid="otc-page">
        {heading}
        <OtcForbidden />
      </Stack>
    );
  }
  return (
    <Stack sx={{ gap: 2 }} data-testid="otc-page">
      {heading}
      <FittingTabs
        value={tab}
        onChange={(_, next: OtcTab) => selectTab(next)}
        aria-label={t('otc.title')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((entry) => (
          <Tab
            key={entry}
            value={entry}
            label={t(`otc.tabs.${entry}`)}
            id={`otc-tab-${entry}`}
            aria-controls={entry === tab ? `otc-panel-${entry}` : undefined}
            data-testid={`otc-tab-${entry}`}
          />
        ))}
      </FittingTabs>
      <Stack role="tabpanel" id={`otc-panel-${tab}`} aria-labelledby={`otc-tab-${tab}`} sx={{ gap: 2 }}>
        {tab === 'lobby' ? <OtcLobby /> : tab === 'publish' ? <PublishOfferForm onPublished={() => selectTab('offers')} /> : tab === 'offers' ? <MyOffers /> : <MyTrades />}
      </Stack>
    </Stack>
  );
}
