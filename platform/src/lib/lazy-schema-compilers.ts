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
 */
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
    return (route) => lazyValidator(() => compile(route));
  };
  const lazySerializerBuilder: Builder<Serializer> = (externalSchemas, options) => {
    const compile = buildSerializer(externalSchemas, options);
    return (route) => {
      const get = once(() => compile(route));
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
