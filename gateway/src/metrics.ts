import { Kind, getOperationAST, type DocumentNode, type ExecutionResult, type FragmentDefinitionNode, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One finished platform call, as the metrics see it (never the body, the token or the member). */
export interface UpstreamObservation {
  path: string;
  /** `ok` or the catalogue's ErrorCode (`SERVER_MESSAGE`, `SESSION_EXPIRED`, `UPSTREAM_TIMEOUT`, …). */
  outcome: string;
  /** The platform's HTTP status, or `none` when no answer came. */
  status: string;
  /** The platform's catalogue code (`20000`, `9001`, `87321`, …), or `none`. */
  upstreamCode: string;
  seconds: number;
}

/** Timings and counts of platform calls, by path, status and codes. */
export interface UpstreamMetrics {
  observe(observation: UpstreamObservation): void;
}

/** Live-subscription gauges and counters. */
export interface LiveMetrics {
  pollers: Gauge;
  feeds: Gauge;
  subscribers: Gauge;
  polls: Counter<'feed' | 'outcome'>;
  pollLag: Histogram<'feed'>;
}

export interface GatewayMetrics {
  /** The one registry: process metrics and ours all report here. */
  registry: Registry;
  upstream: UpstreamMetrics;
  live: LiveMetrics;
  operations: Histogram<'operation' | 'type' | 'outcome'>;
  deprecatedFields: Counter<'operationType' | 'operationName' | 'fieldName' | 'typeName'>;
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export function createMetrics(): GatewayMetrics {
  const registry = new Registry();
  // Includes nodejs_eventloop_lag_seconds, process_resident_memory_bytes, nodejs_heap_size_used_bytes.
  collectDefaultMetrics({ register: registry });

  const upstreamDuration = new Histogram({
    name: 'gateway_upstream_request_duration_seconds',
    help: 'Duration of calls to the platform REST API, by path and outcome (ok or an error code).',
    labelNames: ['path', 'outcome'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const upstreamRequests = new Counter({
    name: 'gateway_upstream_requests_total',
    help: 'Calls to the platform REST API, by path, HTTP status (none: no answer), catalogue code of the answer and outcome.',
    labelNames: ['path', 'status', 'upstream_code', 'outcome'] as const,
    registers: [registry],
  });
  const live: LiveMetrics = {
    pollers: new Gauge({ name: 'gateway_live_pollers', help: 'Live pollers this replica runs (one per member and feed across replicas).', registers: [registry] }),
    feeds: new Gauge({ name: 'gateway_live_feeds', help: 'Member feeds with at least one open subscription on this replica.', registers: [registry] }),
    subscribers: new Gauge({ name: 'gateway_live_subscribers', help: 'Open live subscriptions.', registers: [registry] }),
    polls: new Counter({
      name: 'gateway_live_polls_total',
      help: 'Polls of the platform made by live pollers, by feed and outcome.',
      labelNames: ['feed', 'outcome'] as const,
      registers: [registry],
    }),
    pollLag: new Histogram({
      name: 'gateway_live_poll_lag_seconds',
      help: 'How late a live poll started against its schedule, by feed.',
      labelNames: ['feed'] as const,
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };
  const operations = new Histogram({
    name: 'gateway_graphql_operation_duration_seconds',
    help: 'GraphQL operations by operation name, type and outcome (ok or the first error code); subscriptions until their stream starts.',
    labelNames: ['operation', 'type', 'outcome'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  // The name, help and labels Yoga's prometheus plugin gives it, so a dashboard of it still reads
  // it; each document's fields are found once (deprecatedFieldsOf).
  const deprecatedFields = new Counter({
    name: 'graphql_envelop_deprecated_field',
    help: 'Counts the amount of deprecated fields used in selection sets',
    labelNames: ['operationType', 'operationName', 'fieldName', 'typeName'] as const,
    registers: [registry],
  });
  return {
    registry,
    deprecatedFields,
    upstream: {
      observe: ({ path, outcome, status, upstreamCode, seconds }) => {
        upstreamDuration.observe({ path, outcome }, seconds);
        upstreamRequests.inc({ path, status, upstream_code: upstreamCode, outcome });
      },
    },
    live,
    operations,
  };
}

/** Operation names are chosen by clients: only this many distinct ones get their own label value. */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** An operation's labels and when it started, from `OperationMetrics.start`. */
export interface OperationTiming {
  labels: { operation: string; type: string };
  started: number;
}

/**
 * Times each operation by name, type and outcome, for Yoga's requests (`useOperationMetrics`)
 * and the WebSocket subscriptions alike. Labels never carry variables or who called: only the
 * operation's name (bounded), its type and an error code.
 */
export class OperationMetrics {
  readonly #seen = new Set<string>();

  constructor(private readonly metrics: Pick<GatewayMetrics, 'operations' | 'deprecatedFields'>) {}

  /** The operation begins: counts its deprecated fields and starts its clock. */
  start(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): OperationTiming {
    const labels = this.#labelsOf(document, operationName);
    for (const field of deprecatedFieldsOf(schema, document)) {
      this.metrics.deprecatedFields.inc({ operationType: labels.type, operationName: labels.operation, ...field });
    }
    return { labels, started: performance.now() };
  }

  /** The operation's result is there (a subscription's: its stream started, or its errors). */
  done({ labels, started }: OperationTiming, result: unknown): void {
    this.metrics.operations.observe({ ...labels, outcome: outcomeOf(result) }, (performance.now() - started) / 1000);
  }

  #labelsOf(document: DocumentNode, operationName: string | null | undefined) {
    const operation = getOperationAST(document, operationName ?? undefined);
    const name = operation?.name?.value;
    let label = 'anonymous';
    if (name !== undefined && OPERATION_NAME.test(name)) {
      if (this.#seen.has(name) || this.#seen.size < MAX_OPERATION_NAMES) {
        this.#seen.add(name);
        label = name;
      } else label = 'other';
    }
    return { operation: label, type: operation?.operation ?? 'unknown' };
  }
}

/**
 * The envelop plugin of `OperationMetrics`, for operations Yoga runs, and for those it turns away
 * before they run (a document that does not parse or validate, an unknown trusted-document hash,
 * the armor's limits): those are counted with `unknown` for name and type and the error's code,
 * timed from the request's arrival.
 */
export function useOperationMetrics(operations: OperationMetrics): Plugin {
  const arrived = new WeakMap<Request, number>();
  const ran = new WeakSet<Request>();
  return {
    onRequest({ request }) {
      arrived.set(request, performance.now());
    },
    onExecute({ args }) {
      ran.add((args.contextValue as { request: Request }).request);
      const timing = operations.start(args.schema, args.document, args.operationName);
      return {
        onExecuteDone({ result }) {
          operations.done(timing, result);
        },
      };
    },
    onSubscribe({ args }) {
      ran.add((args.contextValue as { request: Request }).request);
      const timing = operations.start(args.schema, args.document, args.operationName);
      return {
        onSubscribeResult({ result }) {
          operations.done(timing, result);
        },
      };
    },
    onResultProcess({ request, result }) {
      const started = arrived.get(request);
      if (started === undefined || ran.has(request)) return;
      operations.done({ labels: TURNED_AWAY, started }, Array.isArray(result) ? result[0] : result);
    },
  };
}

/** The labels of an operation turned away before it ran: its document was never read as valid. */
const TURNED_AWAY = { operation: 'unknown', type: 'unknown' } as const;

interface DeprecatedField {
  fieldName: string;
  typeName: string;
}

/** Each parsed document's deprecated fields and arguments, found once (Yoga's parser cache hands the same document back). */
const deprecatedFieldsByDocument = new WeakMap<DocumentNode, readonly DeprecatedField[]>();

/** A schema type as far as this walk needs it (no `instanceof`: the schema may come from another copy of graphql-js). */
interface WalkedType {
  name: string;
  ofType?: WalkedType | null;
  getFields?: () => Record<string, { name: string; type: WalkedType; deprecationReason?: string | null; args: ReadonlyArray<{ name: string; deprecationReason?: string | null }> }>;
}

/**
 * The deprecated fields (typeName: their parent type) and arguments (typeName: their field) a
 * document selects, as Yoga's prometheus plugin reports them.
 */
function deprecatedFieldsOf(schema: GraphQLSchema, document: DocumentNode): readonly DeprecatedField[] {
  const known = deprecatedFieldsByDocument.get(document);
  if (known !== undefined) return known;
  const found: DeprecatedField[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const typeNamed = (name: string) => schema.getType(name) as unknown as WalkedType | undefined;
  const spread = new Set<string>();
  const walk = (selectionSet: SelectionSetNode | undefined, parent: WalkedType | undefined) => {
    if (selectionSet === undefined || parent === undefined) return;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = parent.getFields?.()[selection.name.value];
        if (field === undefined) continue;
        if (field.deprecationReason != null) found.push({ fieldName: field.name, typeName: parent.name });
        for (const argument of selection.arguments ?? []) {
          const definition = field.args.find((arg) => arg.name === argument.name.value);
          if (definition?.deprecationReason != null) found.push({ fieldName: definition.name, typeName: field.name });
        }
        let type: WalkedType = field.type;
        while (type.ofType) type = type.ofType;
        walk(selection.selectionSet, type);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, selection.typeCondition ? typeNamed(selection.typeCondition.name.value) : parent);
      } else if (!spread.has(selection.name.value)) {
        spread.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet, typeNamed(fragment.typeCondition.name.value));
      }
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = definition.operation === 'query' ? schema.getQueryType() : definition.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
    walk(definition.selectionSet, (root ?? undefined) as unknown as WalkedType | undefined);
  }
  deprecatedFieldsByDocument.set(document, found);
  return found;
}

function outcomeOf(result: unknown): string {
  if (result === null || typeof result !== 'object' || Symbol.asyncIterator in result) return 'ok';
  const errors = (result as ExecutionResult).errors;
  if (!errors || errors.length === 0) return 'ok';
  const code = errors[0]?.extensions?.code;
  return typeof code === 'string' && /^[A-Z_]{1,40}$/.test(code) ? code : 'ERROR';
}
