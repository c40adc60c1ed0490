/**
 * Fastify's schema compilers, each route's validators and serializers compiled on the route's
 * first request instead of all of them at start-up. The platform declares some 190 answer
 * schemas and 150 request schemas; compiled up front they held about 4 MB of generated source
 * and code in every process whether or not a route was ever called (BENCHMARKS.md (j)). The
 * compilers themselves are Fastify's own (@fastify/ajv-compiler, @fastify/fast-json-stringify-
 * compiler, resolved from Fastify's package so the versions are the ones it was built with), with
 * the same options; only the moment of compiling moves.
 *
 * The price: a schema that does not compile fails its route's first request rather than the
 * start. Every route's schemas are compiled by `compileEveryRouteSchema` in the route-schema
 * tests, so a broken one still fails the suite.
 *
 * A compiled validator or serializer is a pure function of its schema and the compiler's options,
 * so the functions are kept per process: an app built again in the same process (the test suites
 * start a platform per file, some per test) reuses what an earlier one compiled instead of
 * compiling it again. Compiling was 8 % of the platform suite's processor time.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** What Fastify hands a compiler: the schema and where it is used. */
interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
  httpStatus?: string;
}
/** Fastify's compiler factories: (shared schemas, options) → compile(route schema). */
type Builder<F> = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => F;
type Serializer = (data: unknown) => string;

interface CompiledValidator {
  (...args: unknown[]): unknown;
  errors?: unknown;
  schemaEnv?: unknown;
}

const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const ajvCompiler = fromFastify('@fastify/ajv-compiler') as () => Builder<CompiledValidator>;
const { SerializerSelector } = fromFastify('@fastify/fast-json-stringify-compiler') as { SerializerSelector: () => Builder<Serializer> };

/**
 * The functions compiled in this process, by compiler options and route schema (see above).
 * Keys are digests: an app compiles a few hundred schemas, and their text would be held twice.
 */
const compiledInProcess = new Map<string, unknown>();
const functionIds = new WeakMap<object, number>();
let functionsSeen = 0;

/** A digest of JSON-like data; functions (Ajv plugins) count by identity. */
function digestOf(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item !== 'function') return item;
    let id = functionIds.get(item);
    if (id === undefined) functionIds.set(item, (id = ++functionsSeen));
    return `function#${id}`;
  });
  return createHash('sha256').update(text ?? 'undefined').digest('base64url');
}

/** `compile(route)`, or what the same compiler options compiled for an equal route schema before. */
function compiledOnce<F>(compilerKey: string, compile: (route: RouteSchema) => F, route: RouteSchema): F {
  const key = `${compilerKey}:${digestOf(route)}`;
  const known = compiledInProcess.get(key);
  if (known !== undefined) return known as F;
  const compiled = compile(route);
  compiledInProcess.set(key, compiled);
  return compiled;
}

/** Every lazy validator and serializer made, so a test can compile them all. */
const pending = new Set<() => unknown>();

function once<T>(compile: () => T): () => T {
  let compiled: { value: T } | undefined;
  const get = (): T => {
    if (compiled === undefined) {
      compiled = { value: compile() };
      pending.delete(get);
    }
    return compiled.value;
  };
  pending.add(get);
  return get;
}

/** A validator that compiles itself when first called (or when Fastify first asks for its `schemaEnv`). */
function lazyValidator(compile: () => CompiledValidator): CompiledValidator {
  const get = once(compile);
  let last: CompiledValidator | undefined;
  const validate = function (this: unknown, ...args: unknown[]): unknown {
    last = get();
    return last.apply(this, args);
  } as CompiledValidator;
  // Fastify reads `errors` after a call that returned false, and passes Ajv's data context when
  // the function has a `schemaEnv` (as Ajv's do).
  Object.defineProperties(validate, {
    errors: { get: () => last?.errors, enumerable: true },
    schemaEnv: { get: () => get().schemaEnv, enumerable: true },
  });
  return validate;
}

/** Fastify's `schemaController.compilersFactory` with every compile deferred to first use. */
export function lazySchemaCompilers(): CompilersFactory {
  const buildValidator = ajvCompiler();
  const buildSerializer = SerializerSelector();
  const lazyValidatorBuilder: Builder<CompiledValidator> = (externalSchemas, options) => {
    const compile = buildValidator(externalSchemas, options);
    const compilerKey = `validator:${digestOf([externalSchemas, options])}`;
    return (route) => lazyValidator(() => compiledOnce(compilerKey, compile, route));
  };
  const lazySerializerBuilder: Builder<Serializer> = (externalSchemas, options) => {
    const compile = buildSerializer(externalSchemas, options);
    const compilerKey = `serializer:${digestOf([externalSchemas, options])}`;
    return (route) => {
      const get = once(() => compiledOnce(compilerKey, compile, route));
      return (data) => get()(data);
    };
  };
  // Fastify's own types for these are Ajv's and fast-json-stringify's; the functions behave as theirs.
  return { buildValidator: lazyValidatorBuilder, buildSerializer: lazySerializerBuilder } as unknown as CompilersFactory;
}

/** Compiles every validator and serializer not yet compiled (tests: a broken schema fails here). Returns how many. */
export function compileEveryRouteSchema(): number {
  const all = [...pending];
  for (const compile of all) compile();
  return all.length;
}

/** How many distinct validators and serializers this process has compiled (tests). */
export function compiledInThisProcess(): number {
  return compiledInProcess.size;
}
