import { sql } from 'kysely';
import type { PackageKind } from '../db/schema.ts';
import { assert } from '../errors.ts';
import type { RecordType } from '../credits/record-types.ts';
import { writeRecord } from '../assets/service.ts';
import type { Tx } from '../db/database.ts';
import { memberAccountId, postTransfer } from '../ledger/ledger.ts';
import { systemAccountIds } from '../ledger/system-accounts.ts';
import { newId } from '../lib/ids.ts';
import { formatMoney, Money, MONEY_SCALE } from '../lib/money.ts';
import { promote, rankRules } from './ranks.ts';
import { addRootRankCounts, upline } from './tree.ts';

/** The platform's account that pays team bonuses (BONUS_POINT). */
export const TEAM_BONUS_ACCOUNT = 'team-bonuses';

export type BonusKind = 'SPONSOR' | 'LEVEL' | 'OVERRIDING' | 'PAR' | 'REFERRAL_OVERRIDING' | 'REFERRAL_PAR' | 'PERSONAL_REBATE' | 'TEAM_REBATE';

/** One bonus an event earns: who, which kind, at what rate of which base (the event's amount unless named). */
export interface BonusShare {
  beneficiaryId: string;
  kind: BonusKind;
  /** The beneficiary's distance above the buyer (0: the buyer). */
  depth: number;
  rate: Money;
  amount: Money;
  recordType: RecordType;
  /** The base the rate applies to when it is not the event's amount (referral bonuses: the sponsor bonus). */
  base?: Money;
}

type Rate = { rate: Money; minLevel: number };
const NO_RATE: Rate = { rate: new Money(0), minLevel: 8 };

export interface BonusRates {
  sponsor: { rate: Money; minLevel: number };
  /** Level bonus by depth (2, 3, 4): the rate and the least rank the ancestor needs. */
  levels: Map<number, { rate: Money; minLevel: number }>;
  par: { rate: Money; minLevel: number };
  /** Overriding rate of each rank (−1 earns none). */
  overriding: Map<number, Money>;
  /** Referral overriding rate of each rank, on the sponsor bonus (none when absent). */
  referralOverriding?: Map<number, Money>;
  referralPar?: Rate;
  personalRebate?: Rate;
  teamRebate?: Rate;
}

export async function bonusRates(tx: Tx): Promise<BonusRates> {
  const rows = await tx.selectFrom('team_bonus_rates').selectAll().execute();
  const byKey = new Map(rows.map((r) => [r.key as string, { rate: new Money(r.rate), minLevel: r.min_level }]));
  const rules = await rankRules(tx);
  const levels = new Map<number, { rate: Money; minLevel: number }>();
  for (const depth of [2, 3, 4]) {
    const rate = byKey.get(`LEVEL_${depth}`);
    if (rate) levels.set(depth, rate);
  }
  return {
    sponsor: byKey.get('SPONSOR') ?? NO_RATE,
    levels,
    par: byKey.get('PAR') ?? NO_RATE,
    overriding: new Map(rules.map((r) => [r.level, r.overridingRate])),
    referralOverriding: new Map(rules.map((r) => [r.level, r.referralOverridingRate])),
    referralPar: byKey.get('REFERRAL_PAR') ?? NO_RATE,
    personalRebate: byKey.get('PERSONAL_REBATE') ?? NO_RATE,
    teamRebate: byKey.get('TEAM_REBATE') ?? NO_RATE,
  };
}

const truncate = (value: Money) => value.toDecimalPlaces(MONEY_SCALE, Money.ROUND_DOWN);

/**
 * The bonuses one package purchase (or upgrade) of `amount` earns the buyer's upline
 * (docs/team.md, "Bonuses"), from the ranks the upline holds before it:
 * - sponsor: the direct sponsor, `amount × SPONSOR`;
 * - level: the ancestors at depth 2, 3 and 4 holding the rank the depth needs, `amount × LEVEL_d`;
 * - overriding: up the line, each ancestor whose rank is above every rank paid below them earns
 *   the difference between their rank's overriding rate and the highest rate already paid;
 * - par: the nearest ancestor above an overriding earner with the same rank (at least PAR's
 *   rank) earns `amount × PAR`, once per rank.
 * Amounts are truncated to 8 places; a zero share is not paid.
 */
export function bonusShares(kind: PackageKind, amount: Money, line: { id: string; depth: number; level: number }[], rates: BonusRates): BonusShare[] {
  assert(amount.greaterThan(0), 'a bonus base is positive');
  const prefix = kind === 'INSURANCE' ? 'INSURANCE' : 'ENTRUST';
  const shares: BonusShare[] = [];
  const add = (beneficiaryId: string, depth: number, bonusKind: BonusKind, rate: Money, recordType: RecordType) => {
    const value = truncate(amount.times(rate));
    if (value.greaterThan(0)) shares.push({ beneficiaryId, kind: bonusKind, depth, rate, amount: value, recordType });
  };
  let paidRate = new Money(0);
  let topLevel = -1;
  const parPaid = new Set<number>();
  for (const ancestor of line) {
    if (ancestor.depth === 1 && ancestor.level >= rates.sponsor.minLevel) add(ancestor.id, 1, 'SPONSOR', rates.sponsor.rate, 'SPONSOR_BONUS');
    const level = rates.levels.get(ancestor.depth);
    if (level && ancestor.level >= level.minLevel) add(ancestor.id, ancestor.depth, 'LEVEL', level.rate, 'LEVEL_BONUS');
    const own = rates.overriding.get(ancestor.level) ?? new Money(0);
    if (ancestor.level > topLevel && own.greaterThan(paidRate)) {
      add(ancestor.id, ancestor.depth, 'OVERRIDING', own.minus(paidRate), `${prefix}_OVERRIDING_BONUS`);
      paidRate = own;
      topLevel = ancestor.level;
    } else if (ancestor.level === topLevel && topLevel >= rates.par.minLevel && !parPaid.has(topLevel)) {
      add(ancestor.id, ancestor.depth, 'PAR', rates.par.rate, `${prefix}_PAR_BONUS`);
      parPaid.add(topLevel);
    }
  }
  return shares;
}

/**
 * The referral bonuses on the sponsor bonus `sponsorBonus` an event paid (docs/team.md,
 * "Referral, rebates and profit sharing"): up the line from the sponsor's sponsor (depth 2), the
 * package overriding and par rules again, with each rank's referral overriding rate and
 * REFERRAL_PAR, on the sponsor bonus instead of the package amount.
 */
export function referralShares(sponsorBonus: Money, line: { id: string; depth: number; level: number }[], rates: BonusRates): BonusShare[] {
  const shares: BonusShare[] = [];
  if (!sponsorBonus.greaterThan(0) || !rates.referralOverriding) return shares;
  const par = rates.referralPar ?? NO_RATE;
  const add = (beneficiaryId: string, depth: number, kind: BonusKind, rate: Money, recordType: RecordType) => {
    const value = truncate(sponsorBonus.times(rate));
    if (value.greaterThan(0)) shares.push({ beneficiaryId, kind, depth, rate, amount: value, recordType, base: sponsorBonus });
  };
  let paidRate = new Money(0);
  let topLevel = -1;
  const parPaid = new Set<number>();
  for (const ancestor of line) {
    if (ancestor.depth < 2) continue;
    const own = rates.referralOverriding.get(ancestor.level) ?? new Money(0);
    if (ancestor.level > topLevel && own.greaterThan(paidRate)) {
      add(ancestor.id, ancestor.depth, 'REFERRAL_OVERRIDING', own.minus(paidRate), 'REFERRAL_OVERRIDING_BONUS');
      paidRate = own;
      topLevel = ancestor.level;
    } else if (ancestor.level === topLevel && topLevel >= par.minLevel && !parPaid.has(topLevel)) {
      add(ancestor.id, ancestor.depth, 'REFERRAL_PAR', par.rate, 'REFERRAL_PAR_BONUS');
      parPaid.add(topLevel);
    }
  }
  return shares;
}

/**
 * The rebates of a purchase of `amount`: the buyer's personal rebate (rank ≥ PERSONAL_REBATE's
 * minimum), and the team rebate of the nearest ancestor whose rank is at least TEAM_REBATE's
 * minimum (the team's leader), each `amount × rate`, truncated.
 */
export function rebateShares(amount: Money, buyer: { id: string; level: number }, line: { id: string; depth: number; level: number }[], rates: BonusRates): BonusShare[] {
  const shares: BonusShare[] = [];
  const add = (beneficiaryId: string, depth: number, kind: BonusKind, rate: Money, recordType: RecordType) => {
    const value = truncate(amount.times(rate));
    if (value.greaterThan(0)) shares.push({ beneficiaryId, kind, depth, rate, amount: value, recordType });
  };
  const personal = rates.personalRebate ?? NO_RATE;
  if (buyer.level >= personal.minLevel) add(buyer.id, 0, 'PERSONAL_REBATE', personal.rate, 'PERSONAL_REBATE');
  const team = rates.teamRebate ?? NO_RATE;
  const leader = line.find((ancestor) => ancestor.level >= team.minLevel);
  if (leader) add(leader.id, leader.depth, 'TEAM_REBATE', team.rate, 'TEAM_REBATE');
  return shares;
}

/** Every bonus and rebate one purchase or upgrade earns: package bonuses, referral bonuses on its sponsor bonus, rebates. */
export function eventShares(kind: PackageKind, amount: Money, buyer: { id: string; level: number }, line: { id: string; depth: number; level: number }[], rates: BonusRates): BonusShare[] {
  const packageShares = bonusShares(kind, amount, line, rates);
  const sponsorBonus = packageShares.find((share) => share.kind === 'SPONSOR')?.amount ?? new Money(0);
  return [...packageShares, ...referralShares(sponsorBonus, line, rates), ...rebateShares(amount, buyer, line, rates)];
}

/**
 * A package purchase or upgrade by `memberId` for `amount`, in its transaction, which holds the
 * line's locks (`lockLine`, taken before any other row of the line): the upline's bonuses are
 * worked out from their ranks as they stand, the buyer's personal volume and every ancestor's
 * team volume grow, ranks are re-evaluated, and the bonuses are paid to BONUS_POINT through the
 * ledger. The tree's root, in every line, comes last (its team volume, rank and counts), so
 * purchases in different lines overlap up to there. `eventId` names the event: a second call
 * for the same event pays nothing (and the unique key of `bonus_payouts` stops it in the
 * database too).
 */
export async function packageVolume(tx: Tx, input: { memberId: string; kind: PackageKind; amount: Money; eventId: string; remark: string; now: Date }) {
  const { memberId, amount, now } = input;
  assert(amount.greaterThan(0), 'volume grows by a positive amount');
  const already = await tx.selectFrom('bonus_payouts').select('id').where('event_id', '=', input.eventId).executeTakeFirst();
  if (already) return [];
  // Bonuses are paid at the ranks the upline held when the event happened; the event's own
  // volume promotes for the events after it. The line's ranks are read under its locks.
  const line = await upline(tx, memberId);
  const root = line.length > 0 ? line[line.length - 1]!.id : null;
  const buyer = await tx.selectFrom('members').select(['id', 'level']).where('id', '=', memberId).executeTakeFirstOrThrow();
  const value = formatMoney(amount);
  await tx
    .insertInto('team_stats')
    .values({ member_id: memberId, personal_volume: value, updated_at: now })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ personal_volume: sql`team_stats.personal_volume + excluded.personal_volume`, updated_at: now }))
    .execute();
  await sql`
    update team_stats set team_volume = team_volume + ${value}::numeric, updated_at = ${now}
    where member_id in (select ancestor_id from member_tree where descendant_id = ${memberId} and ancestor_id <> ${root ?? ''})`.execute(tx);
  const changes = await promote(tx, [memberId, ...line.filter((a) => a.id !== root).map((a) => a.id)], now, root);
  if (root) {
    // The root's turn: its row is the one every purchase waits for, from here to the commit.
    await sql`update team_stats set team_volume = team_volume + ${value}::numeric, updated_at = ${now} where member_id = ${root}`.execute(tx);
    const delta = new Map<number, number>();
    for (const change of changes) {
      delta.set(change.from, (delta.get(change.from) ?? 0) - 1);
      delta.set(change.to, (delta.get(change.to) ?? 0) + 1);
    }
    await addRootRankCounts(tx, root, delta);
    // Its rank as it stood before this purchase, read under its row's lock; then re-evaluated.
    const current = await tx.selectFrom('members').select('level').where('id', '=', root).executeTakeFirstOrThrow();
    line[line.length - 1] = { ...line[line.length - 1]!, level: current.level };
    await promote(tx, [root], now);
  }
  const shares = eventShares(input.kind, amount, buyer, line, await bonusRates(tx));
  if (shares.length === 0) return [];
  const accounts = await systemAccountIds(tx, [{ purpose: TEAM_BONUS_ACCOUNT, coin: 'BONUS_POINT' }]);
  const source = accounts.get(`${TEAM_BONUS_ACCOUNT}:BONUS_POINT`)!;
  const targets = new Map<string, string>();
  for (const id of new Set(shares.map((share) => share.beneficiaryId))) targets.set(id, await memberAccountId(tx, id, 'BONUS_POINT', 'available'));
  // Every account the payouts move, in id order, before the first of them: their transfers then never wait on each other's order.
  await sql`select id from ledger_accounts where id in (${sql.join([source, ...targets.values()])}) order by id for update`.execute(tx);
  for (const share of shares) {
    const transfer = await postTransfer(tx, {
      recordType: share.recordType,
      memo: `${input.eventId} · ${share.kind}`,
      postings: [
        { accountId: source, amount: share.amount.negated() },
        { accountId: targets.get(share.beneficiaryId)!, amount: share.amount },
      ],
    });
    await tx
      .insertInto('bonus_payouts')
      .values({
        id: newId('bon'),
        event_id: input.eventId,
        beneficiary_id: share.beneficiaryId,
        kind: share.kind,
        source_member_id: memberId,
        base_amount: share.base ? formatMoney(share.base) : value,
        rate: formatMoney(share.rate),
        amount: formatMoney(share.amount),
        record_type: share.recordType,
        transfer_id: transfer.transferId,
        created_at: now,
      })
      .execute();
    await writeRecord(tx, {
      memberId: share.beneficiaryId,
      transferId: transfer.transferId,
      coinName: 'BONUS_POINT',
      recordType: share.recordType,
      amount: formatMoney(share.amount),
      actualAmount: formatMoney(share.amount),
      status: 'SUCCESS',
      remark: input.remark,
      now,
    });
  }
  return shares;
}

