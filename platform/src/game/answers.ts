import { Type } from '@fastify/type-provider-typebox';
import { Day, DecimalText, Instant, Nullable, OneOf, PageOf } from '../lib/route-schemas.ts';

/** What the game, game-list and media routes answer (docs/game.md): the `data` of each success. */

/** GMT moved OUT from the member's GMT credit into the game wallet, or IN back. */
export const GameDirection = OneOf(['OUT', 'IN']);
/** The operator's two lists: games and media. */
export const CatalogueKind = OneOf(['GAME', 'MEDIA']);

/** The member's game area: whether they registered, the bound address, the game wallet and the GMT they may move in. */
export const GameAccount = Type.Object({
  registered: Type.Boolean(),
  gameUserName: Nullable(Type.String()),
  bindAddress: Nullable(Type.String()),
  boundAt: Nullable(Instant),
  registeredAt: Nullable(Instant),
  walletBalance: DecimalText,
  gmtAvailable: DecimalText,
  minTransfer: DecimalText,
  /** Whether the operator configured the game's launch address. */
  connected: Type.Boolean(),
});

/** The launch address, carrying the short-lived launch token, and when the token expires. */
export const GameLaunch = Type.Object({ launchUrl: Type.String({ format: 'uri' }), expiresAt: Instant });

/** A move between the GMT credit and the game wallet, with both balances after it. */
export const GameTransferReceipt = Type.Object({
  receiptNumber: Type.String(),
  direction: GameDirection,
  amount: DecimalText,
  walletBalance: DecimalText,
  gmtAvailable: DecimalText,
  createdAt: Instant,
});

/** One game transfer as the member's list shows it; the amount is always positive, the direction says which way. */
export const GameTransfer = Type.Object({
  receiptNumber: Type.String(),
  direction: GameDirection,
  amount: DecimalText,
  /** The asset record's status. */
  status: Type.String(),
  createdAt: Instant,
});

export const GameTransferPage = PageOf(GameTransfer);

/** The bet flow the game platform reported: today's (GMT+8 business day) and the total. */
export const GameBetFlow = Type.Object({ businessDay: Day, today: DecimalText, total: DecimalText, updatedAt: Nullable(Instant) });

/** One entry of the games or media list, as members see it (enabled entries only). */
export const CatalogueEntry = Type.Object({
  code: Type.String(),
  name: Type.String(),
  image: Nullable(Type.String()),
  link: Nullable(Type.String()),
  sortOrder: Type.Integer(),
});

/** An entry as the operator sees it, switched on or off. */
export const OperatorCatalogueEntry = Type.Object({ ...CatalogueEntry.properties, enabled: Type.Boolean() });

/** The operator's game settings, with both lists. */
export const GameConfig = Type.Object({
  /** null: not connected. */
  launchUrl: Nullable(Type.String()),
  tokenTtlSeconds: Type.Integer(),
  minTransfer: DecimalText,
  updatedAt: Instant,
  games: Type.Array(OperatorCatalogueEntry),
  media: Type.Array(OperatorCatalogueEntry),
});

/** Operator: a member's game account with their bet flow. */
export const OperatorGameAccount = Type.Object({
  gameUserName: Type.String(),
  bindAddress: Nullable(Type.String()),
  boundAt: Nullable(Instant),
  registeredAt: Instant,
  walletBalance: DecimalText,
  betFlow: GameBetFlow,
});

/** A redeemed launch token: whom the game launches. */
export const LaunchTokenHolder = Type.Object({ gameUserName: Type.String(), bindAddress: Nullable(Type.String()) });
