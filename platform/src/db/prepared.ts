import assert from 'node:assert/strict';
import type { Compilable, CompiledQuery, QueryResult, RawBuilder } from 'kysely';
import type { Db, Tx } from './database.ts';
import { prepareOnServer } from './server-prepared.ts';

/** Stands in for the n-th value while a prepared query is compiled. */
class Slot {
  constructor(readonly index: number) {}
}

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  /** Where each value goes in `query.parameters`. */
  positions: number[];
}

/**
 * A query Kysely builds and compiles once per database, then runs with new values. Kysely builds
 * and compiles a query at every call: on a balances read its builders and compiler were about a
 * sixth of the platform's processor time (BENCHMARKS.md (a)), for the same three statements each
 * time. `build` is called once, with stand-ins for the values; each must become exactly one
 * parameter of the statement (asserted), so the values are still sent as parameters, never as text.
 */
export function preparedQuery<Values extends unknown[], Row>(build: (db: Db, ...values: Values) => Compilable<Row>) {
  const compiled = new WeakMap<Db, Compiled<Row>>();
  return async (db: Db, ...values: Values): Promise<Row[]> => {
    let entry = compiled.get(db);
    if (entry === undefined) {
      const slots = values.map((_, index) => new Slot(index));
      const query = build(db, ...(slots as Values)).compile();
      const positions = slots.map((slot) => {
        const at = query.parameters.indexOf(slot);
        assert(at !== -1 && query.parameters.lastIndexOf(slot) === at, `a prepared query uses its value ${slot.index} as exactly one parameter`);
        return at;
      });
      assert.equal(query.parameters.filter((parameter) => parameter instanceof Slot).length, slots.length);
      entry = { query, positions };
      compiled.set(db, entry);
      prepareOnServer(query.sql);
    }
    const parameters = [...entry.query.parameters];
    entry.positions.forEach((at, index) => {
      parameters[at] = values[index];
    });
    const result = await db.executeQuery<Row>({ ...entry.query, parameters });
    return result.rows;
  };
}

/**
 * Runs a statement of our own SQL (`sql` template) as one the server keeps prepared on each
 * connection (`server-prepared.ts`): for the few every money movement runs, whose text depends
 * only on how many accounts and postings it has.
 */
export async function executePrepared<Row>(db: Db | Tx, query: RawBuilder<Row>): Promise<QueryResult<Row>> {
  const compiled = query.compile(db);
  prepareOnServer(compiled.sql);
  return db.executeQuery(compiled);
}
