import { z } from 'zod';
import { upstreamDecimal, upstreamInstant, upstreamPage } from '../upstream/parsers.ts';

/** The platform paths of this domain (SPEC §7: /api/app/game, /api/app/ybo, /api/app/media). */
export const GAME_PATHS = {
  info: '/api/app/game/gmtUserInfo',
  register: '/api/app/game/gmtRegister',
  bind: '/api/app/game/gmtBind',
  login: '/api/app/game/gmtLogin',
  transfer: '/api/app/game/deposit',
  transfers: '/api/app/game/gmtTransferList',
  betFlow: '/api/app/game/gmtBetFlowAmountInfo',
  launchGames: '/api/app/ybo/launchGames',
  media: '/api/app/media/appMediaList',
} as const;

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
