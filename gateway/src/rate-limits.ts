// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient declarations for deep imports, wherever this file is compiled (bench, e2e)
/// <reference path="./rate-limiter-flexible.d.ts" />
// Abuse limits on the public operations a script would hammer: sign-in, registration, captchas
// and password resets, counted per client address, per user name and per user name at one
// address, in Redis when the
// replicas share one (REDIS_URL), in memory otherwise. docs/gateway.md, "Rate limits".
import { createHash } from 'node:crypto';
import { messageFor, resolveLocale, type Locale } from '@portal/envelope/catalogue';
import type { DefinitionNode, DocumentNode, FieldNode, FragmentDefinitionNode, OperationDefinitionNode, SelectionSetNode, ValueNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
// Each class from its own file (rate-limiter-flexible.d.ts says why).
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import RateLimiterRedis from 'rate-limiter-flexible/lib/RateLimiterRedis.js';
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js';
import type { ServerContext } from './context.ts';

/** One limit: at most `points` attempts in `seconds`. */
export interface Limit {
  points: number;
  seconds: number;
}

/** The limited operations, as root fields of the schema. */
export const RATE_LIMITED_FIELDS = {
  login: 'LOGIN',
  register: 'REGISTER',
  captcha: 'CAPTCHA',
  sendPasswordResetCode: 'RESET_CODE',
  resetPassword: 'RESET_PASSWORD',
  beginPasskeySignIn: 'PASSKEY_SIGN_IN',
  completeSignIn: 'SIGN_IN_FACTOR',
  signInOperator: 'OPERATOR_SIGN_IN',
} as const;

export type RateLimitedField = keyof typeof RATE_LIMITED_FIELDS;

/**
 * The root fields counted, each under its operation's limits: `signIn` is `login` with a second
 * step; a passwordless sign-in's options and answer count together, and so do the three ways of
 * answering a sign-in ticket (a code, a passkey's options, a passkey's assertion).
 */
const LIMITED_ROOT_FIELDS: Readonly<Record<string, RateLimitedField>> = {
  login: 'login',
  signIn: 'login',
  register: 'register',
  captcha: 'captcha',
  sendPasswordResetCode: 'sendPasswordResetCode',
  resetPassword: 'resetPassword',
  beginPasskeySignIn: 'beginPasskeySignIn',
  signInWithPasskey: 'beginPasskeySignIn',
  completeSignIn: 'completeSignIn',
  beginSignInPasskeyFactor: 'completeSignIn',
  completeSignInWithPasskey: 'completeSignIn',
  // The console's sign-in (/admin/graphql): a password and a TOTP code guessed from one address.
  signInOperator: 'signInOperator',
};

/**
 * Per operation: a limit per client address and, for those with a user name, one per name (from
 * every address) and one per name at one address; for those answering a sign-in ticket, one per
 * ticket; absent = unlimited.
 */
export type RateLimits = Record<
  RateLimitedField,
  { perAddress: Limit | undefined; perUser: Limit | undefined; perUserAtAddress?: Limit | undefined; perChallenge?: Limit | undefined }
>;

/**
 * The defaults. Per address is looser than per name: many members may share one address (an
 * office, a carrier's NAT); a name is one member. Sign-in has no limit per name from every
 * address: anyone could spend it and lock the owner out (docs/security.md, "Sign-in limits");
 * it is limited per name at one address instead, and the platform asks for a captcha once a
 * name fails from anywhere. The platform's own lock after failed logins (TOO_MANY_ATTEMPTS, per
 * name at one address) still applies beneath these.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { perAddress: { points: 30, seconds: 300 }, perUser: undefined, perUserAtAddress: { points: 10, seconds: 300 } },
  register: { perAddress: { points: 10, seconds: 3600 }, perUser: { points: 5, seconds: 3600 } },
  captcha: { perAddress: { points: 60, seconds: 300 }, perUser: undefined },
  sendPasswordResetCode: { perAddress: { points: 10, seconds: 3600 }, perUser: { points: 3, seconds: 3600 } },
  resetPassword: { perAddress: { points: 20, seconds: 3600 }, perUser: { points: 10, seconds: 3600 } },
  // Each call stores a challenge for five minutes: the limit bounds what one address can make the
  // platform keep. The options and the assertion count together: 30 passwordless sign-ins.
  beginPasskeySignIn: { perAddress: { points: 60, seconds: 300 }, perUser: undefined },
  // The second step of a sign-in: the platform ends a ticket after five wrong answers; these bound
  // how fast one address tries tickets at all, and how often one ticket is called (a passkey
  // answer is two calls).
  completeSignIn: { perAddress: { points: 30, seconds: 300 }, perUser: undefined, perChallenge: { points: 10, seconds: 300 } },
  // Operators are few and sign in rarely: a tighter limit per address than members'. The platform
  // also locks an operator's name after failed sign-ins; this bounds guessing across names.
  signInOperator: { perAddress: { points: 10, seconds: 300 }, perUser: undefined },
};

const KEY_PREFIX = 'portal:rate';

type Scope = 'address' | 'user' | 'userAtAddress' | 'challenge';

const LIMIT_OF_SCOPE = { address: 'perAddress', user: 'perUser', userAtAddress: 'perUserAtAddress', challenge: 'perChallenge' } as const;
const KEY_OF_SCOPE = { address: 'address', user: 'user', userAtAddress: 'user-at-address', challenge: 'challenge' } as const;

interface Attempt {
  field: RateLimitedField;
  userName: string | undefined;
  /** The sign-in ticket an attempt answers. */
  challenge?: string | undefined;
}

/** The limiters of one gateway; `check` counts an operation's attempts and says how long to wait when over. */
export class RateLimiter {
  readonly #limiters = new Map<string, RateLimiterAbstract>();
  readonly #log: Logger;

  constructor(limits: RateLimits, options: { redis?: Redis | undefined; logger: Logger }) {
    this.#log = options.logger;
    for (const [field, byScope] of Object.entries(limits) as [RateLimitedField, RateLimits[RateLimitedField]][]) {
      for (const scope of ['address', 'user', 'userAtAddress', 'challenge'] as const) {
        const limit = byScope[LIMIT_OF_SCOPE[scope]];
        if (!limit || limit.points <= 0) continue;
        const keyPrefix = `${KEY_PREFIX}:${RATE_LIMITED_FIELDS[field].toLowerCase()}:${KEY_OF_SCOPE[scope]}`;
        const common = { points: limit.points, duration: limit.seconds, keyPrefix };
        // With Redis the count is the replicas' together; while Redis cannot answer, each replica
        // counts alone in memory rather than letting everything through or refusing everyone.
        const limiter = options.redis
          ? new RateLimiterRedis({ ...common, storeClient: options.redis, insuranceLimiter: new RateLimiterMemory(common) })
          : new RateLimiterMemory(common);
        this.#limiters.set(`${field}:${scope}`, limiter);
      }
    }
  }

  /**
   * Counts the attempts (an operation may hold several limited fields, aliases included) for
   * the address and each user name; returns the seconds to wait when any count is over.
   */
  async check(attempts: readonly Attempt[], address: string): Promise<number | undefined> {
    const counts = new Map<string, { limiter: RateLimiterAbstract; key: string; points: number }>();
    const add = (field: RateLimitedField, scope: Scope, key: string) => {
      const limiter = this.#limiters.get(`${field}:${scope}`);
      if (!limiter) return;
      const id = `${field}:${scope}:${key}`;
      const entry = counts.get(id) ?? { limiter, key, points: 0 };
      entry.points += 1;
      counts.set(id, entry);
    };
    for (const { field, userName, challenge } of attempts) {
      add(field, 'address', address);
      // A ticket is a secret: kept hashed like the names.
      if (challenge !== undefined && challenge !== '') add(field, 'challenge', hashKey(challenge));
      // Names are compared as the platform does (case-insensitively) and kept hashed.
      if (userName !== undefined && userName.trim() !== '') {
        add(field, 'user', hashKey(userName.toLowerCase()));
        add(field, 'userAtAddress', `${hashKey(userName.toLowerCase())}:${address}`);
      }
    }
    let waitMs = 0;
    for (const { limiter, key, points } of counts.values()) {
      try {
        await limiter.consume(key, points);
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) {
          waitMs = Math.max(waitMs, refusal.msBeforeNext);
          continue;
        }
        // Neither Redis nor the memory behind it answered: let the attempt through, say so.
        this.#log.warn({ err: { message: (refusal as Error).message } }, 'rate limit not counted');
      }
    }
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : undefined;
  }
}

function hashKey(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}

/**
 * The envelop plugin: before an operation runs, its limited root fields are counted; over a
 * limit, nothing runs and the answer is TOO_MANY_REQUESTS (HTTP 429) with `Retry-After`.
 */
export function useRateLimits(limiter: RateLimiter): Plugin<ServerContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const document = args.document as DocumentNode;
      const operation = document.definitions.find(
        (definition: DefinitionNode): definition is OperationDefinitionNode =>
          definition.kind === 'OperationDefinition' && (args.operationName == null || definition.name?.value === args.operationName),
      );
      if (!operation || operation.operation === 'subscription') return;
      const fragments = new Map<string, FragmentDefinitionNode>();
      for (const definition of document.definitions) {
        if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
      }
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      const attempts = rootFields(operation.selectionSet, fragments)
        .filter((field) => Object.hasOwn(LIMITED_ROOT_FIELDS, field.name.value))
        .map((field) => ({ field: LIMITED_ROOT_FIELDS[field.name.value]!, userName: inputText(field, variables, 'userName'), challenge: inputText(field, variables, 'challenge') }));
      if (attempts.length === 0) return;
      const context = args.contextValue as ServerContext & { request?: Request };
      const retryAfter = await limiter.check(attempts, context.req.ip);
      if (retryAfter === undefined) return;
      const locale = resolveLocale(context.req.headers['accept-language'] as string | undefined);
      context.req.log.info({ fields: attempts.map((a) => a.field), retryAfter }, 'rate limited');
      setResultAndStopExecution({
        errors: [
          createGraphQLError(waitMessage(retryAfter, locale), {
            extensions: {
              code: 'TOO_MANY_REQUESTS',
              reason: 'RATE_LIMITED',
              retryAfterSeconds: retryAfter,
              http: { status: 429, headers: { 'Retry-After': String(retryAfter) } },
            },
          }),
        ],
      });
    },
  };
}

/** The root fields an operation selects, through fragments and inline fragments. */
function rootFields(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === 'Field') fields.push(selection);
    else if (selection.kind === 'InlineFragment') fields.push(...rootFields(selection.selectionSet, fragments, seen));
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      if (fragment) fields.push(...rootFields(fragment.selectionSet, fragments, seen));
    }
  }
  return fields;
}

/**
 * A text an attempt names, as `input.<name>` or an argument of that name: the user name (also the
 * deprecated `userName` argument), or the sign-in ticket (`input.challenge`, `challenge`).
 */
function inputText(field: FieldNode, variables: Record<string, unknown>, name: string): string | undefined {
  for (const argument of field.arguments ?? []) {
    if (argument.name.value === name) return text(argument.value, variables);
    if (argument.name.value !== 'input') continue;
    if (argument.value.kind === 'Variable') {
      const input = variables[argument.value.name.value];
      const value = input !== null && typeof input === 'object' ? (input as Record<string, unknown>)[name] : undefined;
      if (typeof value === 'string') return value;
    } else if (argument.value.kind === 'ObjectValue') {
      const entry = argument.value.fields.find((f) => f.name.value === name);
      if (entry) return text(entry.value, variables);
    }
  }
  return undefined;
}

function text(value: ValueNode, variables: Record<string, unknown>): string | undefined {
  if (value.kind === 'StringValue') return value.value;
  if (value.kind === 'Variable') {
    const given = variables[value.name.value];
    return typeof given === 'string' ? given : undefined;
  }
  return undefined;
}

const WAIT: Record<Locale, (seconds: number) => string> = {
  'en-US': (s) => `Too many attempts, please try again in ${s} ${s === 1 ? 'second' : 'seconds'}`,
  'zh-CN': (s) => `尝试次数过多，请 ${s} 秒后再试`,
  'ja-JP': (s) => `試行回数が多すぎます。${s} 秒後に再度お試しください`,
  'ko-KP': (s) => `시도 횟수가 너무 많습니다. ${s}초 후에 다시 시도해 주십시오`,
  'id-ID': (s) => `Terlalu banyak percobaan, silakan coba lagi dalam ${s} detik`,
};

/** The refusal's text: the wait in the caller's language (the catalogue's text is the fallback). */
export function waitMessage(seconds: number, locale: Locale): string {
  return WAIT[locale]?.(seconds) ?? messageFor('TOO_MANY_REQUESTS', locale);
}
