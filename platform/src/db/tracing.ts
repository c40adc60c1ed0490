import { SpanKind, SpanStatusCode, trace, type Span, type Tracer } from '@opentelemetry/api';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';

/** The name of every SQL statement's span; the statement itself is its `db.statement`. */
const SQL_SPAN_NAME = 'db.query';

/**
 * `dialect` with one client span per SQL statement (the queries, and BEGIN, COMMIT and ROLLBACK),
 * a child of the active span: on a route, the request's. A statement outside any span (the
 * migrations at start, the daily run) gets none, rather than a one-span trace of its own each, and
 * so does one in a span that records nothing.
 * The same on PostgreSQL and PGlite, because it sits at Kysely's connection rather than in either
 * driver. A span records the statement's text, with its `$n` placeholders, never the parameters'
 * values, and on failure the SQLSTATE code only (a PostgreSQL message may quote a value). Without
 * a tracer provider (tracing not started) each span is the API's no-op.
 */
export function tracedDialect(dialect: Dialect): Dialect {
  const tracer = trace.getTracer('@portal/platform/db');
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new TracedDriver(dialect.createDriver(), tracer),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

/** The connection of a driver, as Kysely and the driver's own transaction methods see it. */
class TracedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    readonly tracer: Tracer,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const span = this.#start(compiledQuery);
    if (span === undefined) return this.inner.executeQuery<R>(compiledQuery);
    try {
      return await this.inner.executeQuery<R>(compiledQuery);
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    const span = this.#start(compiledQuery);
    if (span === undefined) {
      yield* this.inner.streamQuery<R>(compiledQuery, chunkSize);
      return;
    }
    try {
      yield* this.inner.streamQuery<R>(compiledQuery, chunkSize);
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  }

  /**
   * A statement's span, when it runs inside a recorded one (a request's); else none: not a trace of
   * its own outside any span, and nothing where the request is not recorded (tracing for the log
   * lines' ids alone, or a trace the sampler left out), since no log line is written inside it.
   */
  #start(compiledQuery: CompiledQuery): Span | undefined {
    if (trace.getActiveSpan()?.isRecording() !== true) return undefined;
    const span = this.tracer.startSpan(SQL_SPAN_NAME, { kind: SpanKind.CLIENT });
    if (span.isRecording()) span.setAttributes({ 'db.system': 'postgresql', 'db.statement': compiledQuery.sql });
    return span;
  }
}

function failed(span: Span, error: unknown): void {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') span.setAttribute('db.response.status_code', code);
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/**
 * Hands out each of the driver's connections wrapped (one wrapper per connection, so it keeps its
 * identity), and gives the driver back its own when the connection is released.
 */
class TracedDriver implements Driver {
  readonly #wrappers = new WeakMap<DatabaseConnection, TracedConnection>();
  readonly savepoint?: Driver['savepoint'];
  readonly rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  readonly releaseSavepoint?: Driver['releaseSavepoint'];

  constructor(
    readonly inner: Driver,
    readonly tracer: Tracer,
  ) {
    // Kysely asks whether a driver has savepoints by looking for these methods.
    if (inner.savepoint) this.savepoint = inner.savepoint.bind(inner);
    if (inner.rollbackToSavepoint) this.rollbackToSavepoint = inner.rollbackToSavepoint.bind(inner);
    if (inner.releaseSavepoint) this.releaseSavepoint = inner.releaseSavepoint.bind(inner);
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let wrapper = this.#wrappers.get(connection);
    if (wrapper === undefined) {
      wrapper = new TracedConnection(connection, this.tracer);
      this.#wrappers.set(connection, wrapper);
    }
    return wrapper;
  }

  // The driver runs BEGIN, COMMIT, ROLLBACK and savepoints through the connection it is given:
  // the wrapper, so they are spans too.
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection instanceof TracedConnection ? connection.inner : connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
