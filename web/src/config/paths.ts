// The whole route table of SPEC §2, in one place. Screens link through `getHref()`, never
// through string literals. Routes whose screens later issues build are declared here too;
// the router only mounts the ones that exist (the others fall to /404).
import type { CoinName } from '@/generated/graphql';

interface Route<Args extends unknown[] = []> {
  /** The pattern the router matches. */
  readonly path: string;
  /** The link to it. */
  getHref(...args: Args): string;
}

function route(path: string): Route {
  return { path, getHref: () => path };
}

/** A hash-router location (path + search), the shape `redirectTo` carries. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  root: route('/'),
  notFound: route('/404'),

  auth: {
    login: {
      path: '/login',
      getHref: (redirectTo?: string) => withQuery('/login', { redirectTo }),
    } satisfies Route<[string?]>,
    register: {
      path: '/register',
      getHref: (referralId?: string) => withQuery('/register', { ref: referralId }),
    } satisfies Route<[string?]>,
    forgot: route('/forgot'),
    // A new-device notice's freeze link: works signed in or not (docs/security.md).
    freezeLink: route('/freeze'),
  },

  app: {
    dashboard: route('/index'),
    userInfo: route('/user-info'),
    package: route('/package'),
    insurance: route('/insurance'),
    claimInsurance: route('/claim-insurance'),
    records: route('/records'),
    recharge: route('/recharge'),
    withdraw: route('/withdraw'),
    convert: route('/convert'),
    inviteTree: route('/invite-tree'),
    wallet: route('/wallet'),
    gameIndex: route('/game/index'),
    setting: route('/setting'),
    custody: route('/custody'),
    transfer: route('/transfer'),
    prize: route('/prize'),
    prizeH5: route('/prize-h5'),
    commitment: route('/commitment'),
    commitmentDetails: route('/commitment/details'),
    commitmentClaim: route('/commitment/claim'),
    terms: route('/terms'),
    otc: route('/otc'),
    kyc: route('/kyc'),
    // The notification inbox and its preferences (docs/web.md, "Notifications").
    notifications: route('/notifications'),
    notificationSettings: route('/setting/notifications'),
    // `section` scrolls to one section of the page (the monthly statement's "add an email address").
    security: {
      path: '/setting/security',
      getHref: (section?: 'email') => withQuery('/setting/security', { section }),
    } satisfies Route<['email'?]>,
    code: route('/code'),
    // Mobile wallet and game.
    assets: route('/assets'),
    rechargeH5: route('/assets/recharge-h5'),
    withdrawH5: route('/assets/withdraw-h5'),
    game: route('/game'),
    hashH5: route('/game/hash-h5'),
    // Per-credit sections (each redirects to its records screen) and their children.
    cashPoint: route('/cash-point'),
    cashRecords: route('/cash/records'),
    cashTransfer: route('/cash/transfer'),
    cashConvert: route('/cash/convert'),
    assetsPoint: route('/assets-point'),
    assetsRecords: route('/assets/records'),
    assetsCustody: route('/assets/custody'),
    assetsConvert: route('/assets/convert'),
    gmtPoint: route('/gmt-point'),
    gmtRecords: route('/gmt/records'),
    gmtConvert: route('/gmt/convert'),
    bonusPoint: route('/bonus-point'),
    bonusRecords: route('/bonus/records'),
    bonusConvert: route('/bonus/convert'),
    bonusReport: route('/bonus/report'),
    insurancePoint: route('/insurance-point'),
    insuranceRecords: route('/insurance/records'),
    insurancePremium: route('/insurance/premium'),
    insuranceConvert: route('/insurance/convert'),
    insuranceInsure: route('/insurance/insure'),
    insuranceCode: route('/insurance/code'),
    usdtPoint: route('/usdt-point'),
    usdtRecords: route('/usdt/records'),
    usdtConvert: route('/usdt/convert'),
    usdtOtc: route('/usdt/otc'),
  },
} as const;

export type AppRouteKey = keyof typeof paths.app;

/** A credit with a section of its own (SPEC §2 "Per-credit sections"). */
export interface CreditSection {
  readonly key: 'cash' | 'assets' | 'gmt' | 'bonus' | 'insurance' | 'usdt';
  readonly coinName: CoinName;
  readonly section: Route;
  readonly records: Route;
  /** The section's convert screen (this credit as the "from" credit). */
  readonly convert: Route;
}

export const CREDIT_SECTIONS: readonly CreditSection[] = [
  { key: 'cash', coinName: 'CASH_POINT', section: paths.app.cashPoint, records: paths.app.cashRecords, convert: paths.app.cashConvert },
  { key: 'assets', coinName: 'ASSETS_POINT', section: paths.app.assetsPoint, records: paths.app.assetsRecords, convert: paths.app.assetsConvert },
  { key: 'gmt', coinName: 'GMT', section: paths.app.gmtPoint, records: paths.app.gmtRecords, convert: paths.app.gmtConvert },
  { key: 'bonus', coinName: 'BONUS_POINT', section: paths.app.bonusPoint, records: paths.app.bonusRecords, convert: paths.app.bonusConvert },
  { key: 'insurance', coinName: 'INSURANCE_POINT', section: paths.app.insurancePoint, records: paths.app.insuranceRecords, convert: paths.app.insuranceConvert },
  { key: 'usdt', coinName: 'USDT_POINT', section: paths.app.usdtPoint, records: paths.app.usdtRecords, convert: paths.app.usdtConvert },
];

export function creditSectionOf(coinName: CoinName): CreditSection | undefined {
  return CREDIT_SECTIONS.find((section) => section.coinName === coinName);
}

/** Only same-app locations are followed after sign-in (no open redirect). */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return paths.app.dashboard.getHref();
  if (target.startsWith(paths.auth.login.path)) return paths.app.dashboard.getHref();
  return target;
}
