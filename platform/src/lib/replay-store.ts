import type { ReplayStore, ReplayVerdict } from '@portal/envelope';
import type { Db } from '../db/database.ts';
import { preparedQuery } from '../db/prepared.ts';

// Expired nonces are deleted in one statement at most this often per process; until then
// they are harmless (their requests are stale anyway).
const PRUNE_EVERY_MS = 30_000;

// Every enveloped call claims its nonce: compiled once (db/prepared.ts).
const claimNonce = preparedQuery((db: Db, nonce: string, forgetAfter: Date) =>
  db.insertInto('envelope_nonces').values({ nonce, forget_after: forgetAfter }).onConflict((oc) => oc.column('nonce').doNothing()).returning('nonce'),
);

/**
 * The envelope's replay memory in the platform's database: it survives restarts and is shared
 * by every platform process on the same database, so a captured request is accepted once in
 * its window, whichever process it reaches and whenever. The insert is the atomic claim.
 */
export class DatabaseReplayStore implements ReplayStore {
  #lastPrune = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async remember(nonce: string, _time: number, forgetAfter: number): Promise<ReplayVerdict> {
    await this.#pruneNowAndThen();
    const inserted = await claimNonce(this.db, nonce, new Date(forgetAfter));
    return inserted.length > 0 ? 'remembered' : 'replayed';
  }

  async #pruneNowAndThen(): Promise<void> {
    const now = this.now();
    if (now - this.#lastPrune < PRUNE_EVERY_MS) return;
    this.#lastPrune = now;
    await this.db.deleteFrom('envelope_nonces').where('forget_after', '<', new Date(now)).execute();
  }
}
