import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPair } from '@portal/envelope';
import { afterAll, describe, expect, it } from 'vitest';
import { GatewayConfigError, loadGatewayConfig } from '../src/index.ts';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limits.ts';

const { publicKeyPem } = generateKeyPair();
const dir = mkdtempSync(join(tmpdir(), 'gateway-config-'));
const keyFile = join(dir, 'envelope-public.pem');
writeFileSync(keyFile, publicKeyPem);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadGatewayConfig(env);
  } catch (error) {
    if (error instanceof GatewayConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadGatewayConfig', () => {
  it('applies the defaults', () => {
    const config = loadGatewayConfig({ UPSTREAM_URL: 'http://127.0.0.1:3000', ENVELOPE_PUBLIC_KEY: publicKeyPem });
    expect(config).toEqual({
      port: 4000,
      host: '0.0.0.0',
      upstreamUrl: 'http://127.0.0.1:3000',
      envelope: { encrypt: true, publicKeyPem: publicKeyPem.trim() },
      logLevel: 'info',
      pollIntervalMs: 10_000,
      upstreamTimeoutMs: 60_000,
      readinessTimeoutMs: 2_000,
      webDistDir: undefined,
      trustProxy: false,
      redisUrl: undefined,
      shutdownDrainMs: 5_000,
      production: false,
      corsOrigins: [],
      introspection: true,
      graphiql: true,
      metricsPort: undefined,
      metricsToken: undefined,
      trustedDocuments: undefined,
      consoleTrustedDocuments: undefined,
      allowArbitraryDocuments: true,
      rateLimits: DEFAULT_RATE_LIMITS,
    });
  });

  it('reads TRUST_PROXY as a switch, a hop count or a list of proxy addresses', () => {
    const trust = (TRUST_PROXY: string) => loadGatewayConfig({ UPSTREAM_URL: 'http://127.0.0.1:3000', ENVELOPE_ENCRYPT: 'false', TRUST_PROXY }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.5, 192.168.0.0/16,loopback')).toEqual(['10.0.0.5', '192.168.0.0/16', 'loopback']);
    expect(() => trust('proxy.internal')).toThrow(/TRUST_PROXY must be true, false, a hop count or a comma list/);
  });

  it('reads every variable', () => {
    const config = loadGatewayConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      UPSTREAM_URL: 'https://platform.internal/base/',
      ENVELOPE_ENCRYPT: 'false',
      ENVELOPE_PUBLIC_KEY_FILE: keyFile,
      LOG_LEVEL: 'debug',
      POLL_INTERVAL_MS: '2500',
      UPSTREAM_TIMEOUT_MS: '1500',
      WEB_DIST_DIR: dir,
      REDIS_URL: 'redis://:secret@redis.internal:6379/2',
      SHUTDOWN_DRAIN_MS: '0',
    });
    expect(config).toMatchObject({
      redisUrl: 'redis://:secret@redis.internal:6379/2',
      shutdownDrainMs: 0,
      port: 8080,
      host: '127.0.0.1',
      upstreamUrl: 'https://platform.internal/base',
      envelope: { encrypt: false, publicKeyPem: publicKeyPem.trim() },
      logLevel: 'debug',
      pollIntervalMs: 2500,
      upstreamTimeoutMs: 1500,
      webDistDir: dir,
    });
  });

  it('reads the limits of the second sign-in step per ticket and per address', () => {
    const limits = loadGatewayConfig({ UPSTREAM_URL: 'http://x', ENVELOPE_ENCRYPT: 'false', RATE_LIMIT_SIGN_IN_FACTOR_PER_CHALLENGE: '5/60', RATE_LIMIT_SIGN_IN_FACTOR_PER_ADDRESS: 'off' }).rateLimits;
    expect(limits.completeSignIn).toEqual({ perAddress: undefined, perUser: undefined, perChallenge: { points: 5, seconds: 60 } });
    expect(problemsOf({ UPSTREAM_URL: 'http://x', ENVELOPE_ENCRYPT: 'false', RATE_LIMIT_SIGN_IN_FACTOR_PER_CHALLENGE: 'lots' })).toEqual([
      'RATE_LIMIT_SIGN_IN_FACTOR_PER_CHALLENGE must be attempts/seconds such as 10/300, or off (got "lots")',
    ]);
  });

  it('accepts a one-line PEM with \\n escapes, and no key when encryption is off', () => {
    const oneLine = publicKeyPem.trim().replaceAll('\n', '\\n');
    expect(loadGatewayConfig({ UPSTREAM_URL: 'http://x', ENVELOPE_PUBLIC_KEY: oneLine }).envelope.publicKeyPem).toBe(publicKeyPem.trim());
    expect(loadGatewayConfig({ UPSTREAM_URL: 'http://x', ENVELOPE_ENCRYPT: 'off' }).envelope).toEqual({ encrypt: false, publicKeyPem: undefined });
  });

  it('reports every bad value, one clear line each', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      UPSTREAM_URL: 'ftp://platform',
      ENVELOPE_ENCRYPT: 'maybe',
      LOG_LEVEL: 'loud',
      POLL_INTERVAL_MS: '-5',
      UPSTREAM_TIMEOUT_MS: '1.5',
      ENVELOPE_PUBLIC_KEY_FILE: join(dir, 'missing.pem'),
      WEB_DIST_DIR: join(dir, 'nope'),
      REDIS_URL: 'http://:hunter2@cache',
      SHUTDOWN_DRAIN_MS: 'soon',
    });
    expect(problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      'UPSTREAM_URL must use http or https (got "ftp:")',
      'ENVELOPE_ENCRYPT must be true or false (got "maybe")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'POLL_INTERVAL_MS must be a whole number from 100 to 3600000 (got "-5")',
      'UPSTREAM_TIMEOUT_MS must be a whole number from 1 to 600000 (got "1.5")',
      'REDIS_URL must use redis or rediss (got "http:")',
      'SHUTDOWN_DRAIN_MS must be a whole number from 0 to 120000 (got "soon")',
      expect.stringMatching(/^ENVELOPE_PUBLIC_KEY_FILE cannot be read \(ENOENT\)/),
      expect.stringMatching(/^WEB_DIST_DIR does not exist/),
    ]);
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('requires UPSTREAM_URL and, when encrypting, a public key', () => {
    expect(problemsOf({})).toEqual([
      'UPSTREAM_URL is required (the platform base URL, e.g. http://127.0.0.1:3000)',
      'ENVELOPE_PUBLIC_KEY (PEM text) or ENVELOPE_PUBLIC_KEY_FILE (path to a PEM file) is required when ENVELOPE_ENCRYPT is on',
    ]);
    expect(problemsOf({ UPSTREAM_URL: 'http://x', ENVELOPE_PUBLIC_KEY: 'not a pem' })).toEqual([
      expect.stringMatching(/^ENVELOPE_PUBLIC_KEY must hold a PEM public key/),
    ]);
    expect(problemsOf({ UPSTREAM_URL: 'http://x', ENVELOPE_PUBLIC_KEY: publicKeyPem, ENVELOPE_PUBLIC_KEY_FILE: keyFile })).toEqual([
      'set only one of ENVELOPE_PUBLIC_KEY and ENVELOPE_PUBLIC_KEY_FILE',
    ]);
  });

  it('says it all in the error message', () => {
    expect(() => loadGatewayConfig({ PORT: '99999' })).toThrow(/Invalid gateway configuration:\n {2}- PORT must be/);
  });
});
