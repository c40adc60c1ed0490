import { upstreamRoute } from '../upstream/route.ts';
import { z } from 'zod';
import { upstreamDecimal, upstreamInstant, upstreamPage } from '../upstream/parsers.ts';

const direction = z.enum(['OUT', 'IN']);

export const accountAnswer = z.object({
  registered: z.boolean(),
  gameUserName: z.string().nullable(),
  bindAddress: z.string().nullable(),
  boundAt: upstreamInstant.nullable(),
  registeredAt: upstreamInstant.nullable(),
  walletBalance: upstreamDecimal,
  gmtAvailable: upstreamDecimal,
  minTransfer: upstreamDecimal,
  connected: z.boolean(),
});

export const launchAnswer = z.object({ launchUrl: z.url({ protocol: /^https?$/ }), expiresAt: upstreamInstant });

export const receiptAnswer = z.object({
  receiptNumber: z.string(),
  direction,
  amount: upstreamDecimal,
  walletBalance: upstreamDecimal,
  gmtAvailable: upstreamDecimal,
  createdAt: upstreamInstant,
});

const transferSchema = z.object({ receiptNumber: z.string(), direction, amount: upstreamDecimal, status: z.string(), createdAt: upstreamInstant });
export const transfersAnswer = upstreamPage(transferSchema);
/** The mapper of the GraphQL `GameTransferPage` type. */
export type UpstreamGameTransferPage = z.output<typeof transfersAnswer>;

export const betFlowAnswer = z.object({ businessDay: z.string(), today: upstreamDecimal, total: upstreamDecimal, updatedAt: upstreamInstant.nullable() });

export const listAnswer = z.array(
  z.object({ code: z.string(), name: z.string(), image: z.string().nullable(), link: z.string().nullable(), sortOrder: z.number().int() }),
);

/** The platform paths of this domain, each with the parser of its answer (SPEC §7: /api/app/game, /api/app/ybo, /api/app/media). */
export const GAME_ROUTES = {
  info: upstreamRoute('/api/app/game/gmtUserInfo', accountAnswer),
  register: upstreamRoute('/api/app/game/gmtRegister', accountAnswer),
  bind: upstreamRoute('/api/app/game/gmtBind', accountAnswer),
  login: upstreamRoute('/api/app/game/gmtLogin', launchAnswer),
  transfer: upstreamRoute('/api/app/game/deposit', receiptAnswer),
  transfers: upstreamRoute('/api/app/game/gmtTransferList', transfersAnswer),
  betFlow: upstreamRoute('/api/app/game/gmtBetFlowAmountInfo', betFlowAnswer),
  launchGames: upstreamRoute('/api/app/ybo/launchGames', listAnswer),
  media: upstreamRoute('/api/app/media/appMediaList', listAnswer),
};
