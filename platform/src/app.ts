import { createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Agent as HttpsAgent } from 'node:https';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { generateKeyPair, loadOrCreateKeyPair } from '@portal/envelope';
import { fastifyTracing, traceMixin, TracedLogController } from '@portal/telemetry';
import { fastifyTrustProxy, type PlatformConfig } from './config.ts';
import { IN_MEMORY, migrateToLatest, openDatabase, type Db } from './db/database.ts';
import { ADMIN_TOKEN_FILE, FACTOR_KEY_FILE } from './lib/data-files.ts';
import { lazySchemaCompilers } from './lib/lazy-schema-compilers.ts';
import { randomToken } from './lib/secrets.ts';
import { systemClock, type Clock } from './lib/time.ts';
import { createDemoClock } from './demo/clock.ts';
import { demoAdminRoutes } from './demo/admin-routes.ts';
import { demoRoutes } from './demo/routes.ts';
import { startDemo } from './demo/scheduler.ts';
import { databasePlugin } from './plugins/database.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { adminRoutes } from './admin/routes.ts';
import { memberSupportRoutes } from './admin/member-support.ts';
import { assetsRoutes } from './assets/routes.ts';
import { statementRoutes } from './statement/routes.ts';
import { teamAssetsRoutes, teamUserRoutes } from './team/routes.ts';
import { teamAdminRoutes } from './team/admin-routes.ts';
import { kycAdminRoutes, kycRoutes } from './kyc/routes.ts';
import { kycDirectory } from './kyc/photos.ts';
import { captchaRoutes } from './captcha/routes.ts';
import { countryRoutes } from './country/routes.ts';
import { authPlugin } from './user/auth.ts';
import { userRoutes } from './user/routes.ts';
import { bankAccountAdminRoutes } from './bank-account/admin-routes.ts';
import { bankAccountRoutes } from './bank-account/routes.ts';
import { convertAdminRoutes } from './convert/admin-routes.ts';
import { convertRoutes } from './convert/routes.ts';
import { transferAdminRoutes } from './transfer/admin-routes.ts';
import { transferRoutes } from './transfer/routes.ts';
import { withdrawalAddressAdminRoutes } from './withdrawal-address/admin-routes.ts';
import { securityGuardRoutes } from './security/guard-routes.ts';
import { antiPhishingRoutes } from './security/anti-phishing-routes.ts';
import { emailRoutes } from './security/email-routes.ts';
import { withdrawalAddressRoutes } from './withdrawal-address/routes.ts';
import { ensureRootSponsor } from './user/root-sponsor.ts';
import { depositAdminRoutes } from './deposit/admin-routes.ts';
import { depositRoutes } from './deposit/routes.ts';
import { withdrawalAdminRoutes } from './withdrawal/admin-routes.ts';
import { withdrawalRoutes } from './withdrawal/routes.ts';
import { accrualAdminRoutes } from './accrual/admin-routes.ts';
import { startAccrualScheduler } from './accrual/scheduler.ts';
import { statementAdminRoutes } from './statement/admin-routes.ts';
import { startMonthlyStatementScheduler } from './statement/scheduler.ts';
import { claimAdminRoutes } from './claim/admin-routes.ts';
import { claimRoutes } from './claim/routes.ts';
import { premiumAdminRoutes } from './insurance/admin-routes.ts';
import { buyInsuranceRoutes, insuranceRoutes, insuranceUserRoutes } from './insurance/routes.ts';
import { packageAdminRoutes } from './packages/admin-routes.ts';
import { entrustRoutes } from './entrust/routes.ts';
import { matchingCodeRoutes } from './pin-code/routes.ts';
import { pinCodeAdminRoutes } from './pin-code/admin-routes.ts';
import { otcRoutes } from './otc/routes.ts';
import { otcAdminRoutes } from './otc/admin-routes.ts';
import { commitmentRoutes } from './commitment/routes.ts';
import { commitmentAdminRoutes } from './commitment/admin-routes.ts';
import { jackpotRoutes } from './jackpot/routes.ts';
import { jackpotAdminRoutes } from './jackpot/admin-routes.ts';
import { gameListRoutes, gameRoutes, mediaRoutes } from './game/routes.ts';
import { gameAdminRoutes } from './game/admin-routes.ts';
import { startDispatcher, type Dispatcher } from './notifications/dispatcher.ts';
import { notificationAdminRoutes } from './notifications/admin-routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { setSendingChannels } from './notifications/service.ts';
import { newFactorKey } from './security/factor-key.ts';
import { factorsPlugin } from './security/factors-plugin.ts';
import { secondFactorAdminRoutes } from './security/second-factor-admin-routes.ts';
import { secondFactorRoutes } from './security/second-factor-routes.ts';
import { passkeyRoutes } from './security/passkey-routes.ts';
import { sessionRoutes } from './user/session-routes.ts';
import { signInHistoryRoutes } from './security/sign-in-history-routes.ts';
import { freezeAdminRoutes, freezeRoutes } from './security/freeze-routes.ts';
import { whitelistRoutes } from './withdrawal-address/whitelist-routes.ts';
import { operatorGuard } from './operator/guard.ts';
import { operatorAdminRoutes } from './operator/admin-routes.ts';
import { fourEyesRoutes } from './operator/four-eyes-routes.ts';
import { auditAdminRoutes } from './audit/admin-routes.ts';
import { memberTextFormat } from './lib/member-text.ts';

export interface Platform {
  app: FastifyInstance;
  db: Db;
  publicKeyPem: string;
  adminToken: string;
  rootReferralId: string;
  /** True when this start created the root sponsor (first start on this database). */
  rootSponsorCreated: boolean;
  close(): Promise<void>;
}

export interface BuildOptions {
  clock?: Clock;
  /** Pool size for a real PostgreSQL server. */
  poolSize?: number;
  /** Where log lines go instead of stdout (tests capture them here). */
  logStream?: { write(line: string): void };
  /** In memory only: start from this migrated PGlite data directory (the test suites' template). */
  pgliteTemplate?: Blob;
  /** Trusted certificates for Web Push services (tests run a push service of their own over HTTPS). */
  pushAgent?: HttpsAgent;
  /** Sees every route as it is registered (a test lists the operator routes and their declared roles). */
  onRoute?: (route: RouteOptions) => void;
}

/** The request ids taken from a caller (the gateway's pattern): anything else gets a new one. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

export const LOG_REDACTIONS = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers["x-admin-token"]',
  // Headers logged under another name: @fastify/multipart logs busboy's options, the request's
  // headers among them, at trace level on every upload.
  '*.headers.token',
  '*.headers.authorization',
  '*.headers["x-admin-token"]',
  '*.password',
  '*.confirmPassword',
  '*.oldPassword',
  '*.transactionPassword',
  '*.confirmTransactionPassword',
  '*.oldTransactionPassword',
  '*.captchaCode',
  '*.totpCode',
  '*.passkeyAssertion',
  '*.challenge',
  '*.secret',
  '*.otpauthUri',
  '*.recoveryCodes',
  '*.antiPhishingCode',
  '*.verifyCode',
  '*.idNumber',
  '*.token',
  '*.launchUrl',
];

/** Opens the database, migrates it, and assembles the REST API (not yet listening). */
export async function buildPlatform(config: PlatformConfig, options: BuildOptions = {}): Promise<Platform> {
  const demoClock = config.demo ? createDemoClock(options.clock ?? systemClock, config.dataDir) : undefined;
  const clock = demoClock ?? options.clock ?? systemClock;
  const keys = envelopeKeys(config);
  const adminToken = config.adminToken ?? loadOrCreateAdminToken(config.dataDir);
  const factorKey = config.factorSecretKey ? Buffer.from(config.factorSecretKey, 'base64url') : loadOrCreateFactorKey(config.dataDir);
  let log: FastifyInstance['log'] | undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: options.poolSize,
    ...(options.pgliteTemplate ? { pgliteTemplate: options.pgliteTemplate } : {}),
    onConnectionError: (error) => log?.warn({ err: { message: error.message } }, 'a pooled database connection failed; it will be replaced'),
  });
  try {
    await migrateToLatest(database.db);
    const root = await ensureRootSponsor(database.db);
    const kycDir = kycDirectory(config.dataDir);

    const app = Fastify({
      logger: {
        level: config.logLevel,
        redact: { paths: LOG_REDACTIONS, censor: '[redacted]' },
        // The trace and span ids of the request on each of its lines (docs/operations.md, Traces).
        mixin: traceMixin,
        ...(options.logStream
          ? { stream: options.logStream }
          : process.stdout.isTTY && !config.production
            ? { transport: { target: 'pino-pretty' } }
            : {}),
      },
      // "incoming request" is written inside the request's span, with its trace id.
      logController: new TracedLogController(),
      trustProxy: fastifyTrustProxy(config.trustProxy),
      bodyLimit: 1024 * 1024,
      connectionTimeout: 65_000,
      requestTimeout: 65_000,
      // allErrors: a refused body names every bad field at once (the answer's `fields`); the
      // member-text format refuses hidden characters in free text (lib/member-text.ts).
      ajv: { customOptions: { coerceTypes: false, removeAdditional: 'all', allErrors: true }, plugins: [memberTextFormat] },
      // Each route's validators and serializers are compiled on its first request (lib/lazy-schema-compilers.ts).
      schemaController: { compilersFactory: lazySchemaCompilers() },
      // The gateway's x-request-id (when sane) names the request here too, so one id follows a
      // member's action through both services' logs.
      genReqId: (request) => {
        const given = request.headers['x-request-id'];
        return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomToken(9);
      },
      requestIdHeader: false,
    }).withTypeProvider<TypeBoxTypeProvider>();
    // First, so every hook after it runs in the request's span, continued from the caller's traceparent.
    await app.register(fastifyTracing());
    if (options.onRoute) app.addHook('onRoute', options.onRoute);
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });

    log = app.log;
    await app.register(databasePlugin, { db: database.db, clock });
    await app.register(metricsPlugin, { defaultMetrics: config.dataDir !== IN_MEMORY });
    await app.register(openApiPlugin);
    await app.register(envelopePlugin, {
      privateKeyPem: keys.privateKeyPem,
      required: config.envelope.required,
      replayWindowMs: config.envelope.replayWindowMs,
      checkAnswers: config.envelope.checkAnswers,
    });
    await app.register(errorsPlugin);
    await app.register(authPlugin, { session: config.session });
    await app.register(factorsPlugin, { key: factorKey, webAuthn: config.webAuthn });
    await app.register(mailerPlugin, { smtpUrl: config.mail.smtpUrl, from: config.mail.from });

    await app.register(async function api(api) {
      // Every /api path speaks the envelope.
      api.addHook('onRoute', (route) => {
        route.config = { ...(route.config as object), envelope: true };
      });
      await api.register(countryRoutes, { prefix: '/country' });
      await api.register(demoRoutes, { prefix: '/demo', demo: demoClock && config.demo ? { clock: demoClock, depositApprovalSeconds: config.demo.depositApprovalSeconds } : undefined });
      await api.register(captchaRoutes, { prefix: '/captcha', testAnswer: config.captchaTestAnswer });
      await api.register(userRoutes, { prefix: '/app/user', config });
      await api.register(assetsRoutes, { prefix: '/app/assets' });
      await api.register(statementRoutes, { prefix: '/app/assets' });
      await api.register(bankAccountRoutes, { prefix: '/app/bank-account' });
      await api.register(withdrawalAddressRoutes, { prefix: '/app/withdrawal-address', coolingMs: config.withdrawalAddressCoolingMs });
      await api.register(convertRoutes, { prefix: '/app/convert' });
      await api.register(transferRoutes, { prefix: '/app/makeOver' });
      await api.register(depositRoutes, {
        prefix: '/app/deposit',
        config: config.deposit,
        guide: { supportContact: config.supportContact, demoApprovalSeconds: config.demo?.depositApprovalSeconds },
      });
      await api.register(withdrawalRoutes, { prefix: '/app/withdrawal', config: config.withdrawal });
      await api.register(insuranceRoutes, { prefix: '/app/insurance' });
      await api.register(buyInsuranceRoutes, { prefix: '/app/buy-insurance' });
      await api.register(insuranceUserRoutes, { prefix: '/app/user' });
      await api.register(teamUserRoutes, { prefix: '/app/user' });
      await api.register(teamAssetsRoutes, { prefix: '/app/assets' });
      // ID photos share the deposit receipt's size limit (RECEIPT_MAX_BYTES).
      await api.register(kycRoutes, { prefix: '/app/kyc', dir: kycDir, photoMaxBytes: config.deposit.receiptMaxBytes });
      await api.register(entrustRoutes, { prefix: '/app/trusteeship' });
      // Claim screenshots share the deposit receipt's size limit (RECEIPT_MAX_BYTES).
      await api.register(claimRoutes, { prefix: '/app/claim-order', screenshotMaxBytes: config.deposit.receiptMaxBytes });
      await api.register(matchingCodeRoutes, { prefix: '/app/matchingCode' });
      await api.register(otcRoutes, { prefix: '/app/otc' });
      await api.register(commitmentRoutes, { prefix: '/app/commitment-package' });
      await api.register(jackpotRoutes, { prefix: '/app/grandPrize' });
      await api.register(gameRoutes, { prefix: '/app/game' });
      await api.register(gameListRoutes, { prefix: '/app/ybo' });
      await api.register(mediaRoutes, { prefix: '/app/media' });
      await api.register(notificationRoutes, { prefix: '/notifications', vapidPublicKey: config.notifications.vapid?.publicKey });
      await api.register(secondFactorRoutes, { prefix: '/security' });
      await api.register(passkeyRoutes, { prefix: '/security/passkeys' });
      await api.register(sessionRoutes, { prefix: '/security/sessions', session: config.session });
      await api.register(signInHistoryRoutes, { prefix: '/security/sign-ins' });
      await api.register(freezeRoutes, { prefix: '/security/freeze' });
      await api.register(whitelistRoutes, { prefix: '/security/whitelist' });
      await api.register(securityGuardRoutes, { prefix: '/security/guards' });
      await api.register(antiPhishingRoutes, { prefix: '/security/anti-phishing' });
      await api.register(emailRoutes, { prefix: '/security/email' });
    }, { prefix: '/api' });
    await app.register(
      async function operatorApi(api) {
        // First: every route below declares its roles, checked here; changes go to the audit trail.
        // Marks the call that carries out an approved four-eyes request; never leaves this process.
        const executionSecret = randomToken();
        await api.register(operatorGuard, { adminToken, sessions: config.operatorSession, executionSecret });
        await api.register(operatorAdminRoutes, { sessions: config.operatorSession });
        await api.register(fourEyesRoutes, { executionSecret });
        await api.register(auditAdminRoutes);
        await api.register(adminRoutes);
        await api.register(memberSupportRoutes, { session: config.session });
        for (const accountsAdmin of [bankAccountAdminRoutes, withdrawalAddressAdminRoutes, convertAdminRoutes, transferAdminRoutes]) await api.register(accountsAdmin);
        await api.register(depositAdminRoutes, { prefix: '/deposits', config: config.deposit });
        await api.register(withdrawalAdminRoutes, { prefix: '/withdrawals', fourEyesAbove: config.fourEyes.withdrawalAbove, config: config.withdrawal });
        for (const productsAdmin of [packageAdminRoutes, premiumAdminRoutes, accrualAdminRoutes]) await api.register(productsAdmin);
        await api.register(claimAdminRoutes, { fourEyesAbove: config.fourEyes.claimPayoutAbove });
        for (const domainAdmin of [teamAdminRoutes, pinCodeAdminRoutes, otcAdminRoutes, commitmentAdminRoutes, jackpotAdminRoutes, gameAdminRoutes]) await api.register(domainAdmin);
        await api.register(kycAdminRoutes, { dir: kycDir });
        await api.register(notificationAdminRoutes);
        await api.register(statementAdminRoutes);
        await api.register(secondFactorAdminRoutes, { prefix: '/security' });
        await api.register(freezeAdminRoutes, { prefix: '/security' });
        await api.register(demoAdminRoutes, { clock: demoClock });
      },
      { prefix: '/admin/api' },
    );
    if (config.demo) startDemo(app, config.demo.depositApprovalSeconds);
    if (config.accrualScheduler) startAccrualScheduler(app);
    if (config.monthlyStatementScheduler) startMonthlyStatementScheduler(app);
    await startNotifications(app, config, options);

    app.get('/healthz', async () => ({ status: 'ok' }));

    return {
      app,
      db: database.db,
      publicKeyPem: keys.publicKeyPem,
      adminToken,
      rootReferralId: root.referralId,
      rootSponsorCreated: root.created,
      async close() {
        await app.close();
        await database.close();
        // An in-memory platform's photos were in a temporary directory of its own.
        if (config.dataDir === IN_MEMORY) fs.rmSync(kycDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Records which channels can send (rows are queued only for those) and, when one can, starts the
 * delivery dispatcher, stopped when the app closes. Without SMTP_URL and VAPID_* notifications
 * stay in the inbox (docs/notifications.md).
 */
async function startNotifications(app: FastifyInstance, config: PlatformConfig, options: BuildOptions): Promise<void> {
  const email = Boolean(config.mail.smtpUrl);
  const push = Boolean(config.notifications.vapid);
  const messageDomain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(config.mail.from)?.[1] ?? 'localhost';
  await setSendingChannels(app.db, { email, push, messageDomain }, app.clock.now());
  if (!email && !push) return;
  let dispatcher: Dispatcher | undefined = await startDispatcher(app.db, app.clock, app.log.child({ component: 'notifications' }), {
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    ...config.notifications,
    pushAgent: options.pushAgent,
  });
  app.addHook('onClose', async () => {
    await dispatcher?.stop();
    dispatcher = undefined;
  });
}

function envelopeKeys(config: PlatformConfig): { publicKeyPem: string; privateKeyPem: string } {
  const configured = config.envelope.privateKeyPem ?? (config.envelope.privateKeyFile && fs.readFileSync(config.envelope.privateKeyFile, 'utf8'));
  if (configured) return { privateKeyPem: configured, publicKeyPem: publicKeyOf(configured) };
  if (config.dataDir === IN_MEMORY) return generateKeyPair();
  return loadOrCreateKeyPair(config.dataDir);
}

function publicKeyOf(privateKeyPem: string): string {
  return createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();
}

/**
 * The key sealing authenticator secrets lives beside the data, readable by its owner only. In
 * memory (tests) a key of the process's own: what it seals lives only as long as the database.
 */
function loadOrCreateFactorKey(dataDir: string): Buffer {
  if (dataDir === IN_MEMORY) return newFactorKey();
  const file = path.join(dataDir, FACTOR_KEY_FILE);
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  const key = newFactorKey();
  fs.writeFileSync(file, `${key.toString('base64url')}\n`, { mode: 0o600 });
  return key;
}

/** The operator token lives beside the data, readable by its owner only. */
function loadOrCreateAdminToken(dataDir: string): string {
  if (dataDir === IN_MEMORY) return randomToken();
  const file = path.join(dataDir, ADMIN_TOKEN_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const token = randomToken();
  fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}
