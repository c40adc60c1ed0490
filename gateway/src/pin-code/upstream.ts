import { upstreamRoute } from '../upstream/route.ts';
import { z } from 'zod';
import { packageSchema } from '../upstream/packages.ts';
import { COIN_NAMES, upstreamDecimal, upstreamId, upstreamInstant, upstreamPage } from '../upstream/parsers.ts';

/** The platform's refusal while the member's PIN code area is off; the gateway answers it as FORBIDDEN. */
export const PIN_AREA_DISABLED = 'PIN_CODE_AREA_DISABLED';

const coinName = z.enum(COIN_NAMES);
const kind = z.enum(['INSURANCE', 'ENTRUST']);

const planSchema = z.object({
  matchingId: upstreamId,
  kind,
  name: z.string(),
  price: upstreamDecimal,
  priceCoinName: coinName,
  amount: upstreamDecimal,
  coinName,
  contractDays: z.number().int(),
  dailyProfitRatio: upstreamDecimal,
});
export const plansAnswer = z.array(planSchema);
/** The mapper of the GraphQL `PinCodePlan` type. */
export type UpstreamPinCodePlan = z.output<typeof planSchema>;

const codeSchema = z.object({
  id: upstreamId,
  code: z.string(),
  matchingId: upstreamId,
  kind,
  name: z.string(),
  amount: upstreamDecimal,
  coinName,
  origin: z.enum(['PURCHASE', 'ISSUE']),
  state: z.enum(['PENDING', 'ACTIVATED', 'TRANSFERRED']),
  holderUserName: z.string().nullable(),
  activatedForUserName: z.string().nullable(),
  activatedAt: upstreamInstant.nullable(),
  packageId: upstreamId.nullable(),
  createdAt: upstreamInstant,
});
/** The mapper of the GraphQL `PinCode` type. */
export type UpstreamPinCode = z.output<typeof codeSchema>;
export const codesAnswer = upstreamPage(codeSchema);
/** The mapper of the GraphQL `PinCodePage` type. */
export type UpstreamPinCodePage = z.output<typeof codesAnswer>;

const eventSchema = z.object({
  id: upstreamId,
  codeId: upstreamId,
  code: z.string(),
  type: z.enum(['PURCHASE', 'ISSUE', 'TRANSFER', 'ACTIVATE']),
  fromUserName: z.string().nullable(),
  toUserName: z.string().nullable(),
  forUserName: z.string().nullable(),
  packageId: upstreamId.nullable(),
  createdAt: upstreamInstant,
});
/** The mapper of the GraphQL `PinCodeEvent` type. */
export type UpstreamPinCodeEvent = z.output<typeof eventSchema>;
export const eventsAnswer = upstreamPage(eventSchema);
/** The mapper of the GraphQL `PinCodeEventPage` type. */
export type UpstreamPinCodeEventPage = z.output<typeof eventsAnswer>;

export const purchaseAnswer = z.object({ codes: z.array(codeSchema), total: upstreamDecimal, coinName, receiptNumber: z.string() });
/** The mapper of the GraphQL `PinCodePurchase` type. */
export type UpstreamPinCodePurchase = z.output<typeof purchaseAnswer>;

export const activationAnswer = z.object({ code: codeSchema, package: packageSchema });
/** The mapper of the GraphQL `PinCodeActivation` type. */
export type UpstreamPinCodeActivation = z.output<typeof activationAnswer>;

export const transferAnswer = codeSchema.extend({ toUserName: z.string() });
/** The mapper of the GraphQL `PinCodeTransfer` type. */
export type UpstreamPinCodeTransfer = z.output<typeof transferAnswer>;

/** The platform paths of this domain, each with the parser of its answer (SPEC §7: /api/app/matchingCode). */
export const PIN_ROUTES = {
  plans: upstreamRoute('/api/app/matchingCode/matchingCodePriceList', plansAnswer),
  codes: upstreamRoute('/api/app/matchingCode/matchingCodeList', codesAnswer),
  records: upstreamRoute('/api/app/matchingCode/matchingCodeRecordList', eventsAnswer),
  buy: upstreamRoute('/api/app/matchingCode/buyMatchingCode', purchaseAnswer),
  activate: upstreamRoute('/api/app/matchingCode/activeMatchingCode', activationAnswer),
  transfer: upstreamRoute('/api/app/matchingCode/transferMatchingCode', transferAnswer),
};
