import cookie from '@fastify/cookie';
import type { DatabaseHandle } from '@portal/shared/db';
import { openJobQueue } from '@portal/shared/db';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import type * as client from 'openid-client';
import { createValtuudetAuthorisationService } from './auth/authorisation-service';
import { createValtuudetClient } from './auth/valtuudet/client';
import { registerValtuudetStandIn, VALTUUDET_STAND_IN_PREFIX } from './auth/valtuudet/stand-in';
import { createLoginTransactions } from './auth/login-transactions';
import type { OidcClient } from './auth/oidc-client';
import { createOidcClient } from './auth/oidc-client';
import { mandateReturnAddress, registerAuthRoutes } from './auth/routes';
import type { ApiConfig } from './config';
import { purgeExpiredPayloads } from './dev-idp/payload-adapter';
import { createDevIdp } from './dev-idp/provider';
import type { RecordSignIn } from './access-log/access-log';
import { registerAccessLog } from './access-log/access-log';
import type { ListedTestPerson } from './dev-idp/routes';
import { idpErrorPage, registerDevIdp } from './dev-idp/routes';
import type { DomainPlugin } from './domain-plugin';
import { configPartsOf } from './domain-plugin';
import { registerBrowserReports } from './http/browser-reports';
import { registerCompression } from './http/compression';
import { notFound, registerErrorHandling } from './http/errors';
import { registerHealthRoutes } from './http/health';
import { registerIdempotency } from './http/idempotency';
import { registerLoadShedding, serverTimeouts } from './http/load';
import { inProcessFetch } from './http/in-process-fetch';
import { parseFormBodies } from './http/stand-in-context';
import { registerJsonOnlyApi } from './http/json-bodies';
import { loggerOptions } from './http/logging';
import { registerRequestSpanNames } from './http/tracing';
import { registerPortalStatic, wantsPage } from './http/portal-static';
import { registerSecurityHeaders } from './http/security';
import type { PurgeTask } from './purge';
import { PURGE_CRON, purgeExpired, schedulePurge } from './purge';
import { createRateLimiter } from './rate-limit/rate-limit';
import { registerSessionAccess } from './sessions/access';
import { registerSessionRoutes } from './sessions/routes';
import { createSessionStore } from './sessions/session-store';
import { registerStorage } from './storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes every kind of row that has run out, now; the server also does it every ten minutes. */
    purgeExpired(): Promise<Record<string, number>>;
    /** A domain's own kind of row that runs out, purged with the rest (call it while registering). */
    addPurgeTask(task: PurgeTask): void;
    /** The /api routes that do not say whether their answers carry a person's data (access-log/). */
    undeclaredAccessLogRoutes(): string[];
    /** Records a sign-in in the access log (a strong one, or a session renewed with an SMS code). */
    recordSignIn: RecordSignIn;
  }
}

export interface ServerDeps {
  config: ApiConfig;
  database: DatabaseHandle;
  /** The domains' server plugins, each registered in a context of its own. */
  domains: readonly DomainPlugin[];
  /** Listed on the development identity provider's page. */
  testPersons: readonly ListedTestPerson[];
  /** False in tests that do not look at logs; a stream to read them. */
  logging?: boolean | NodeJS.WritableStream;
  now?: () => Date;
  /** The strong identification's relying party; tests give a stand-in for the identity provider's answers. */
  identification?: OidcClient;
  /** Purges expired rows every ten minutes (the running server); tests call `app.purgeExpired()` when they mean to. */
  purgeSchedule?: boolean;
  /**
   * Works the job queue's jobs in this process (the running server, and tests of what the jobs
   * do); otherwise the domains only write jobs, which stay queued.
   */
  jobWorkers?: boolean;
}

/** The bundled identity provider's back-channel calls (discovery, token, keys) stay in this process. */
function bundledIdpFetch(app: FastifyInstance, config: ApiConfig): client.CustomFetch {
  const send = inProcessFetch(app, config.publicOrigin, '/dev-idp');
  return (url, options) => send(url, options as RequestInit);
}

/** The nearest `count` proxies are believed, as Fastify does for a number (whose type it lacks). */
function trustHops(count: number) {
  return (_address: string, hop: number) => hop < count;
}

/**
 * The API server: plumbing (logging, errors, security headers, the session and CSRF hook, health),
 * sign-in, the domains given, and the built portal when configured.
 */
export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const db = database.db;
  const now = deps.now ?? (() => new Date());
  const logging = loggerOptions(config.logLevel, typeof deps.logging === 'object' ? deps.logging : undefined);
  const app = Fastify({
    ...logging,
    logger: deps.logging === false ? false : logging.logger,
    // Whose X-Forwarded-For is believed (TRUST_PROXY): a client writes that header itself, so
    // by default the socket's address is the client's and per-address limits hold.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1_048_576,
    ...serverTimeouts,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerRequestSpanNames(app);
  parseFormBodies(app);

  // Before any route, as the compression: it collects the routes' declarations as they are added,
  // and its answer hook must see an answer before the compression does.
  const accessLogging = registerAccessLog(app, { db, config, now });
  app.decorate('recordSignIn', accessLogging.recordSignIn);
  // Before any route: it decides per route, as routes are added, which answers are compressed.
  await registerCompression(app);

  const pingDatabase = () => database.ping();
  // First of the request hooks: a shed request costs nothing more.
  await registerLoadShedding(app, database, config.loadShedding);
  await app.register(cookie);
  registerSecurityHeaders(
    app,
    config,
    deps.domains.flatMap((domain) => (domain.contentSecurity ? [domain.contentSecurity(config)] : [])),
  );
  // After the security headers, so that a refused body still gets them.
  registerJsonOnlyApi(app);
  registerErrorHandling(app, { pingDatabase });

  const store = createSessionStore(db, config.session, now);
  const transactions = createLoginTransactions(db, now);
  registerSessionAccess(app, config, store);
  // After the session access: a retry is answered only once its session and csrf token pass.
  const idempotency = registerIdempotency(app, { db, now });
  registerHealthRoutes(app, { pingDatabase });
  registerBrowserReports(app, { db, config, now });
  registerSessionRoutes(app, { db, config, store, now });
  const domainPurgeTasks: PurgeTask[] = [];
  app.decorate('addPurgeTask', (task: PurgeTask) => {
    domainPurgeTasks.push(task);
  });
  // Before the domains, which find it as app.uploads.
  const uploads = await registerStorage(app, { config, db, now });
  // A domain whose variables were not read with the rest would find out at its first request.
  const unloaded = configPartsOf(deps.domains).filter((part) => !config.parts.has(part));
  if (unloaded.length > 0) throw new Error(`Configuration parts not loaded: ${unloaded.map((part) => part.name).join(', ')} (loadConfig with configPartsOf(domains))`);
  const jobs = await openJobQueue(database.queueDatabase, {
    work: deps.jobWorkers ?? false,
    // pg-boss's own errors (a lost connection, a failed maintenance round) name no person.
    onError: (error) => app.log.warn({ err: { type: error instanceof Error ? error.name : 'unknown' } }, 'job queue error'),
  });
  app.addHook('onClose', async () => jobs.stop());
  const patientRecords = deps.domains.flatMap((domain) => (domain.patientRecords ? [domain.patientRecords] : []));
  for (const domain of deps.domains) await app.register(domain, { db, config, now, jobs, patientRecords });

  const redirectUri = `${config.publicOrigin}/oauth/callback`;
  const oidc = deps.identification ?? createOidcClient({
    issuer: config.oidc.issuer,
    clientId: config.oidc.clientId,
    clientSecret: config.oidc.clientSecret,
    redirectUri,
    ...(config.oidc.bundledIdp ? { fetch: bundledIdpFetch(app, config) } : {}),
  });
  // Suomi.fi e-Authorizations, or in development its local stand-in (which this server answers
  // itself, so its calls stay in this process); none when sign-in for a child is turned off.
  const mandates = config.mandates;
  if (mandates?.standIn) registerValtuudetStandIn(app, { db, now, returnAddresses: [mandateReturnAddress(config.publicOrigin)] });
  const authorisation = mandates
    ? createValtuudetAuthorisationService(
        createValtuudetClient(mandates, mandates.standIn ? { fetch: inProcessFetch(app, config.publicOrigin, VALTUUDET_STAND_IN_PREFIX), now } : { now }),
      )
    : null;
  registerAuthRoutes(app, { config, db, oidc, store, transactions, authorisation, now, recordSignIn: accessLogging.recordSignIn });

  if (config.oidc.bundledIdp) {
    const provider = await createDevIdp({
      issuer: config.oidc.issuer,
      clientId: config.oidc.clientId,
      clientSecret: config.oidc.clientSecret,
      redirectUri,
      db,
      now,
      renderError: (ctx) => {
        ctx.type = 'html';
        ctx.body = idpErrorPage('fi', '/fi');
      },
    });
    await registerDevIdp(app, provider, deps.testPersons);
  }

  const purgeTasks: PurgeTask[] = [
    { name: 'sessions', run: () => store.purgeExpired() },
    { name: 'loginTransactions', run: () => transactions.purgeExpired() },
    { name: 'rateLimitCounters', run: () => createRateLimiter(db, now).purgeExpired() },
    { name: 'storedObjects', run: () => uploads.purgeExpired() },
    { name: 'idempotentRequests', run: () => idempotency.purgeExpired() },
    { name: 'accessLog', run: () => accessLogging.purgeExpired() },
    ...(config.oidc.bundledIdp ? [{ name: 'identityProviderRecords', run: () => purgeExpiredPayloads(db, now()) }] : []),
    ...domainPurgeTasks,
  ];
  app.decorate('purgeExpired', () => purgeExpired(purgeTasks, app.log));
  app.decorate('undeclaredAccessLogRoutes', accessLogging.undeclaredRoutes);
  if (deps.purgeSchedule) {
    app.addHook('onReady', async () => {
      if (jobs.working) {
        // On the job queue's schedule: one purge at a time over every process on the database.
        await jobs.work('purge', async () => {
          await purgeExpired(purgeTasks, app.log);
        });
        await jobs.schedule('purge', PURGE_CRON, {});
        return;
      }
      const stop = schedulePurge(purgeTasks, app.log);
      app.addHook('onClose', async () => stop());
    });
  }

  const sendPortalPage = config.portalDist ? await registerPortalStatic(app, config.portalDist) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    if (sendPortalPage && wantsPage(request.method, request.url, request.headers.accept)) {
      return sendPortalPage(reply, request.url);
    }
    throw notFound();
  });
  return app;
}
