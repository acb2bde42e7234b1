import type { FeatureFlag } from '@portal/shared/contracts';
import { featureFlags } from '@portal/shared/contracts';
import { isIP } from 'node:net';
import * as v from 'valibot';
import type { StorageConfig } from './storage/storage-config';
import { storageEnvEntries, storageOf, storageProblems } from './storage/storage-config';
import type { ConfigContext, ConfigPart } from './config-part';
import { composedEntries } from './config-part';
import { VALTUUDET_STAND_IN_PREFIX, valtuudetStandInCredentials } from './auth/valtuudet/stand-in';

export const brands = ['general', 'children'] as const;
export type Brand = (typeof brands)[number];
export const environments = ['development', 'production'] as const;
export type Environment = (typeof environments)[number];

// Decimals are allowed so that an end-to-end run can use a session of about 100 seconds.
const minutes = v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/, 'must be a number of minutes'), v.transform(Number), v.minValue(0.5));

/** Cancellation window in hours per organisation (account doc section 9: the value is not given). */
const defaultCancellationHours: Record<Brand, number> = { general: 24, children: 24 };

/** `general=24,children=12`: any organisation left out keeps its default. */
const cancellationHours = v.pipe(
  v.string(),
  v.regex(/^(general|children)=\d{1,3}(,(general|children)=\d{1,3})*$/, 'must be like general=24,children=24'),
  v.transform((raw): Record<Brand, number> => {
    const pairs = raw.split(',').map((pair) => pair.split('=') as [Brand, string]);
    return { ...defaultCancellationHours, ...Object.fromEntries(pairs.map(([id, hours]) => [id, Number(hours)])) };
  }),
);

/** proxy-addr's names for address ranges, which Fastify's trustProxy takes as they are. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * Who may tell us the client's address in X-Forwarded-For. Off: the socket's address is the
 * client's. A number: that many proxies stand in front (the load balancer's hop and no more are
 * believed). A list of addresses, CIDR ranges or proxy-addr's range names: only those proxies.
 * Never everyone: a client writes the left-most entry itself.
 */
const trustProxy = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (raw) => raw === 'false' || /^([1-9]|10)$/.test(raw) || raw.split(',').every((entry) => isProxyAddress(entry.trim())),
    'must be false, a hop count from 1 to 10, or a comma-separated list of proxy addresses or CIDR ranges',
  ),
  v.transform((raw): TrustedProxy => {
    if (raw === 'false') return false;
    if (/^\d+$/.test(raw)) return Number(raw);
    return raw.split(',').map((entry) => entry.trim());
  }),
);

/** Fastify's `trustProxy` as we allow it: never `true`. */
export type TrustedProxy = false | number | string[];

/** How the conversation pages' announcement box looks. */
export const messagingAnnouncementTypes = ['INFO', 'WARNING', 'DANGER'] as const;
export type MessagingAnnouncementType = (typeof messagingAnnouncementTypes)[number];

export const EnvSchema = v.object({
  PORTAL_BRAND: v.optional(v.picklist(brands), 'general'),
  /**
   * Production unless development is chosen explicitly (`npm start`, the end-to-end tests): the
   * bundled identity provider lets anyone sign in as anyone, so it must never be the default.
   */
  PORTAL_ENVIRONMENT: v.optional(v.picklist(environments), 'production'),
  API_HOST: v.optional(v.string(), '127.0.0.1'),
  API_PORT: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.maxValue(65535)), '3000'),
  /** The origin the browser sees (the Vite dev server in development, the load balancer in production). */
  PUBLIC_ORIGIN: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:4200'),
  /**
   * Where the catalogue's practitioner photos are served from (their cmsContent.profilePicture.url,
   * e.g. https://images.kajo.fi), allowed as an image source of the pages; https: only. Unset: only
   * the portal's own images, and each practitioner shows initials.
   */
  CONTENT_IMAGES_ORIGIN: v.optional(v.pipe(v.string(), v.url('must be a URL'), v.startsWith('https://', 'must be https:'))),
  /** Required in production (where a load balancer usually stands in front); no proxy is trusted by default in development. */
  TRUST_PROXY: v.optional(trustProxy),
  /** Real PostgreSQL; without it the embedded PGlite database in PGLITE_DATA_DIR is used. */
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  PGLITE_DATA_DIR: v.optional(v.string()),
  /** The built portal to serve (production mode); unset in development, where Vite serves it. */
  PORTAL_DIST: v.optional(v.string()),
  /** The strong identification issuer; the bundled development identity provider when unset. */
  OIDC_ISSUER: v.optional(v.pipe(v.string(), v.url())),
  OIDC_CLIENT_ID: v.optional(v.string(), 'patient-portal'),
  OIDC_CLIENT_SECRET: v.optional(v.string()),
  /**
   * Sign-in for a child through Suomi.fi e-Authorizations (docs/security.md, "Acting for a child"):
   * `enabled` by default. Production then needs the service's Web API credentials below; unset
   * in development, the local stand-in at /valtuudet-stand-in answers with the database's
   * guardianships. `disabled` turns guardians' sign-in for a child off.
   */
  MANDATE_SIGN_IN: v.optional(v.picklist(['enabled', 'disabled']), 'enabled'),
  /** The e-Authorizations service's address, e.g. https://asiointivaltuustarkastus.suomi.fi; the four go together. */
  VALTUUDET_BASE_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  /** The e-service's Web API client id. */
  VALTUUDET_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  /** The API key, which signs every request (never logged). */
  VALTUUDET_API_KEY: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  /** The OAuth password of the token exchange. */
  VALTUUDET_OAUTH_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  /**
   * Load shedding (http/load.ts): /api is answered 503 while the event loop's mean delay is over
   * this many milliseconds (0: not by the delay) or more requests than LOAD_SHED_WAITING_REQUESTS
   * have waited for a database connection for 250 ms on end.
   */
  LOAD_SHED_EVENT_LOOP_DELAY_MS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '200'),
  LOAD_SHED_WAITING_REQUESTS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1)), '30'),
  SESSION_IDLE_MINUTES: v.optional(minutes, '30'),
  /** Days each access-log row is kept before the purge removes it (docs/decisions/0054-access-log.md): 12 years by default. */
  ACCESS_LOG_RETENTION_DAYS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a number of days'), v.transform(Number), v.minValue(1, 'must be at least 1')), '4383'),
  SESSION_ABSOLUTE_MINUTES: v.optional(minutes, '480'),
  /** Hours before the start after which the patient may no longer cancel, per organisation. */
  CANCELLATION_HOURS: v.optional(cancellationHours),
  /** Comma-separated feature flags added to the brand's defaults. */
  FEATURES: v.optional(v.string()),
  /**
   * Business ids (Y-tunnus, '1234567-8'), comma-separated, of the employers whose employees are
   * members of the sickness fund: an occupational contract with one of them makes its patient a
   * member. Development defaults to the demo data's employer; production to none.
   */
  SICKNESS_FUND_COMPANY_CODES: v.optional(
    v.pipe(v.string(), v.regex(/^\s*(\d{7}-\d\s*(,\s*\d{7}-\d\s*)*)?$/, 'must be business ids like 1234567-8, separated by commas')),
  ),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** Seeds the demo data into an empty database; on by default in development, refused in production. */
  SEED_DEMO_DATA: v.optional(v.picklist(['true', 'false'])),
  /** Customer messaging's maintenance mode: the conversation pages say messaging is offline. */
  MESSAGING_MAINTENANCE: v.optional(v.picklist(['true', 'false']), 'false'),
  /** The announcement box of the conversation pages (heading and markdown description go together). */
  MESSAGING_ANNOUNCEMENT_HEADING: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(200, 'must be at most 200 characters'))),
  MESSAGING_ANNOUNCEMENT_DESCRIPTION: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(4000, 'must be at most 4000 characters'))),
  MESSAGING_ANNOUNCEMENT_TYPE: v.optional(v.picklist(messagingAnnouncementTypes), 'INFO'),
  /** The questionnaires' maintenance mode: the pages and the front page say surveys are out of use. */
  QUESTIONNAIRES_MAINTENANCE: v.optional(v.picklist(['true', 'false']), 'false'),
  /** Uploads (Kela card images): STORAGE_BACKEND, STORAGE_DIR, STORAGE_SIGNING_SECRET, STORAGE_S3_* (storage/storage-config.ts). */
  ...storageEnvEntries,
  // A domain's own variables are its configuration part (config-part.ts), composed by apps/api.
});


/** Feature flags per brand and environment (account doc section 3). */
const brandFeatures: Record<Brand, Record<Environment, readonly FeatureFlag[]>> = {
  general: {
    development: [
      'mfa',
      'customer-messaging-enabled',
      'customer-messaging-allowed',
      'sickness-fund-page',
      'price-details',
      'ohc-appointment-search',
      'kela65',
      'lahitapiola-insurance-flow',
    ],
    // Occupational booking is built and on; LähiTapiola's permit flow waits for the insurer's
    // production interface (FEATURES=lahitapiola-insurance-flow turns it on).
    production: ['mfa', 'customer-messaging-enabled', 'customer-messaging-allowed', 'sickness-fund-page', 'kela65', 'ohc-appointment-search'],
  },
  children: {
    development: ['mfa', 'pikkutsatti', 'price-details'],
    production: ['mfa', 'pikkutsatti'],
  },
};

export interface ApiConfig {
  brand: Brand;
  environment: Environment;
  host: string;
  port: number;
  publicOrigin: string;
  /** The origin of the practitioners' photos (CONTENT_IMAGES_ORIGIN), an image source of the pages; null without one. */
  contentImagesOrigin: string | null;
  trustProxy: TrustedProxy;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  portalDist: string | undefined;
  oidc: {
    /** True when the bundled development identity provider answers at /dev-idp. */
    bundledIdp: boolean;
    issuer: string;
    clientId: string;
    clientSecret: string;
  };
  session: { idleMinutes: number; absoluteMinutes: number };
  /**
   * Sign-in for a child (MANDATE_SIGN_IN): null when turned off; otherwise the e-Authorizations
   * service to ask, the local stand-in (`standIn`) unless VALTUUDET_ variables are set.
   */
  mandates: { baseUrl: string; clientId: string; apiKey: string; oauthPassword: string; standIn: boolean } | null;
  /** Days an access-log row is kept. */
  accessLogRetentionDays: number;
  /** When /api is shed with 503: see LOAD_SHED_EVENT_LOOP_DELAY_MS. 0 turns the delay's criterion off. */
  loadShedding: { maxEventLoopDelayMs: number; maxWaitingRequests: number };
  /** By organisation id ('general', 'children'). */
  cancellationHours: Readonly<Record<Brand, number>>;
  features: readonly FeatureFlag[];
  /** Business ids of the employers whose employees belong to the sickness fund. */
  sicknessFundCompanyCodes: readonly string[];
  logLevel: string;
  seedDemoData: boolean;

  /** Where uploaded files go: a local folder (development) or S3. */
  storage: StorageConfig;
  /** Customer messaging's page state (booking doc section 3): set by the operators, same for everyone. */
  messaging: {
    maintenance: boolean;
    /** Null when no announcement is set. The description is markdown, rendered without raw HTML. */
    announcement: { heading: string; description: string; type: MessagingAnnouncementType } | null;
  };
  /** The questionnaires' state (booking doc section 2): set by the operators, same for everyone. */
  questionnaires: { maintenance: boolean };
  /** The values of the domains' own configuration parts, read with the rest: configOf(config, part). */
  parts: ReadonlyMap<ConfigPart, unknown>;

}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Flags the session gives a person by their own data, never the whole service. */
const perPersonFlags: readonly FeatureFlag[] = ['is-finnair-sickness-fund-member'];

/** `FEATURES=price-details,-mfa`: flags added to the brand's, and with a minus taken from them. */
function parseFeatures(raw: string | undefined): { added: FeatureFlag[]; removed: FeatureFlag[] } {
  if (!raw) return { added: [], removed: [] };
  const flags = raw
    .split(',')
    .map((flag) => flag.trim())
    .filter(Boolean);
  const unknown = flags.filter((flag) => !(featureFlags as readonly string[]).includes(flag.replace(/^-/, '')));
  if (unknown.length > 0) throw new ConfigError(`FEATURES: unknown flags ${unknown.join(', ')}`);
  const perPerson = flags.filter((flag) => (perPersonFlags as readonly string[]).includes(flag.replace(/^-/, '')));
  if (perPerson.length > 0) {
    throw new ConfigError(`FEATURES: ${perPerson.join(', ')} is decided per person (SICKNESS_FUND_COMPANY_CODES), not for everyone`);
  }
  return {
    added: flags.filter((flag) => !flag.startsWith('-')) as FeatureFlag[],
    removed: flags.filter((flag) => flag.startsWith('-')).map((flag) => flag.slice(1)) as FeatureFlag[],
  };
}

/** The demo data's employer (Aurora Logistiikka Oy), whose employees are the fund's members in development. */
export const demoSicknessFundCompanyCode = '2345678-1';

function sicknessFundCompanyCodesOf(e: v.InferOutput<typeof EnvSchema>): string[] {
  if (e.SICKNESS_FUND_COMPANY_CODES === undefined) return e.PORTAL_ENVIRONMENT === 'development' ? [demoSicknessFundCompanyCode] : [];
  return e.SICKNESS_FUND_COMPANY_CODES.split(',')
    .map((code) => code.trim())
    .filter(Boolean);
}

function featuresOf(e: v.InferOutput<typeof EnvSchema>): FeatureFlag[] {
  const { added, removed } = parseFeatures(e.FEATURES);
  return [...new Set([...brandFeatures[e.PORTAL_BRAND][e.PORTAL_ENVIRONMENT], ...added])].filter((flag) => !removed.includes(flag));
}

/**
 * What production refuses: the development identity provider and demo data, and plain HTTP for
 * the browser's origin (the session cookie is `__Host-` and Secure) and for the issuer.
 */
function productionProblems(e: v.InferOutput<typeof EnvSchema>): string[] {
  return [
    ...(e.OIDC_ISSUER === undefined ? ['OIDC_ISSUER: required in the production environment'] : []),
    ...(e.OIDC_ISSUER !== undefined && new URL(e.OIDC_ISSUER).protocol !== 'https:' ? ['OIDC_ISSUER: must be https: in the production environment'] : []),
    ...(new URL(e.PUBLIC_ORIGIN).protocol !== 'https:' ? ['PUBLIC_ORIGIN: must be https: in the production environment'] : []),
    ...(e.SEED_DEMO_DATA === 'true' ? ['SEED_DEMO_DATA: demo data is refused in the production environment'] : []),
    // The embedded database is one process's, unlocked and without backups.
    ...(e.DATABASE_URL === undefined ? ['DATABASE_URL: required in the production environment (a PostgreSQL server; the embedded database is for development)'] : []),
    // Behind a load balancer every client would share its address, and with it every per-address limit.
    ...(e.TRUST_PROXY === undefined
      ? ['TRUST_PROXY: required in the production environment (the load balancer hop count or addresses, or false when clients connect directly)']
      : []),
  ];
}

const valtuudetVariables = ['VALTUUDET_BASE_URL', 'VALTUUDET_CLIENT_ID', 'VALTUUDET_API_KEY', 'VALTUUDET_OAUTH_PASSWORD'] as const;

/**
 * Sign-in for a child asks the national e-Authorizations service whether the guardian may act for
 * the child: production with it enabled needs all four credentials over https:; anywhere the four
 * go together (a half-configured client would sign with the wrong key).
 */
function mandateProblems(e: v.InferOutput<typeof EnvSchema>): string[] {
  if (e.MANDATE_SIGN_IN === 'disabled') return [];
  const missing = valtuudetVariables.filter((name) => e[name] === undefined);
  if (e.PORTAL_ENVIRONMENT === 'production') {
    return [
      ...missing.map((name) => `${name}: required in the production environment while MANDATE_SIGN_IN is enabled`),
      ...(e.VALTUUDET_BASE_URL !== undefined && new URL(e.VALTUUDET_BASE_URL).protocol !== 'https:' ? ['VALTUUDET_BASE_URL: must be https: in the production environment'] : []),
    ];
  }
  if (missing.length === 0 || missing.length === valtuudetVariables.length) return [];
  return missing.map((name) => `${name}: required with the other VALTUUDET_ variables`);
}

function mandatesOf(e: v.InferOutput<typeof EnvSchema>, publicOrigin: string): ApiConfig['mandates'] {
  if (e.MANDATE_SIGN_IN === 'disabled') return null;
  if (e.VALTUUDET_BASE_URL !== undefined && e.VALTUUDET_CLIENT_ID !== undefined && e.VALTUUDET_API_KEY !== undefined && e.VALTUUDET_OAUTH_PASSWORD !== undefined) {
    return { baseUrl: e.VALTUUDET_BASE_URL.replace(/\/+$/, ''), clientId: e.VALTUUDET_CLIENT_ID, apiKey: e.VALTUUDET_API_KEY, oauthPassword: e.VALTUUDET_OAUTH_PASSWORD, standIn: false };
  }
  return { baseUrl: `${publicOrigin}${VALTUUDET_STAND_IN_PREFIX}`, ...valtuudetStandInCredentials, standIn: true };
}

/** An announcement is a heading with its text: one without the other is a mistake, not half a box. */
function messagingAnnouncementProblems(e: v.InferOutput<typeof EnvSchema>): string[] {
  const heading = e.MESSAGING_ANNOUNCEMENT_HEADING !== undefined;
  const description = e.MESSAGING_ANNOUNCEMENT_DESCRIPTION !== undefined;
  if (heading === description) return [];
  return [heading ? 'MESSAGING_ANNOUNCEMENT_DESCRIPTION: required with MESSAGING_ANNOUNCEMENT_HEADING' : 'MESSAGING_ANNOUNCEMENT_HEADING: required with MESSAGING_ANNOUNCEMENT_DESCRIPTION'];
}

/**
 * Reads the configuration once and fails listing every bad variable. Values are never echoed:
 * a database URL holds a password.
 */
export function loadConfig(
  env: Record<string, string | undefined>,
  defaults: { dataDir: string },
  /** The domains' own parts (configPartsOf(domains) in apps/api). */
  parts: readonly ConfigPart[] = [],
): ApiConfig {
  const result = v.safeParse(v.object(composedEntries(EnvSchema.entries, parts)), env);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw: Readonly<Record<string, unknown>> = result.output;
  const e = result.output as v.InferOutput<typeof EnvSchema>;
  const publicOrigin = new URL(e.PUBLIC_ORIGIN).origin;
  const context: ConfigContext = { production: e.PORTAL_ENVIRONMENT === 'production', publicOrigin };
  const bundledIdp = e.OIDC_ISSUER === undefined;
  const problems = [
    ...(e.PORTAL_ENVIRONMENT === 'production' ? productionProblems(e) : []),
    ...(!bundledIdp && !e.OIDC_CLIENT_SECRET ? ['OIDC_CLIENT_SECRET: required with OIDC_ISSUER'] : []),
    ...storageProblems(e),
    ...messagingAnnouncementProblems(e),
    ...mandateProblems(e),
    ...parts.flatMap((part) => part.problems(raw, context)),
  ];
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  return {
    brand: e.PORTAL_BRAND,
    environment: e.PORTAL_ENVIRONMENT,
    host: e.API_HOST,
    port: e.API_PORT,
    publicOrigin,
    contentImagesOrigin: e.CONTENT_IMAGES_ORIGIN === undefined ? null : new URL(e.CONTENT_IMAGES_ORIGIN).origin,
    trustProxy: e.TRUST_PROXY ?? false,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: e.PGLITE_DATA_DIR ?? defaults.dataDir },
    portalDist: e.PORTAL_DIST,
    oidc: {
      bundledIdp,
      issuer: e.OIDC_ISSUER ?? `${publicOrigin}/dev-idp`,
      clientId: e.OIDC_CLIENT_ID,
      // The bundled provider only runs in development; its client secret guards nothing real.
      clientSecret: e.OIDC_CLIENT_SECRET ?? 'development-client-secret-not-for-production',
    },
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, absoluteMinutes: e.SESSION_ABSOLUTE_MINUTES },
    mandates: mandatesOf(e, publicOrigin),
    accessLogRetentionDays: e.ACCESS_LOG_RETENTION_DAYS,
    loadShedding: { maxEventLoopDelayMs: e.LOAD_SHED_EVENT_LOOP_DELAY_MS, maxWaitingRequests: e.LOAD_SHED_WAITING_REQUESTS },
    cancellationHours: e.CANCELLATION_HOURS ?? defaultCancellationHours,
    features: featuresOf(e),
    sicknessFundCompanyCodes: sicknessFundCompanyCodesOf(e),
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.PORTAL_ENVIRONMENT === 'development' && e.SEED_DEMO_DATA !== 'false',
    messaging: {
      maintenance: e.MESSAGING_MAINTENANCE === 'true',
      announcement:
        e.MESSAGING_ANNOUNCEMENT_HEADING !== undefined && e.MESSAGING_ANNOUNCEMENT_DESCRIPTION !== undefined
          ? { heading: e.MESSAGING_ANNOUNCEMENT_HEADING, description: e.MESSAGING_ANNOUNCEMENT_DESCRIPTION, type: e.MESSAGING_ANNOUNCEMENT_TYPE }
          : null,
    },
    questionnaires: { maintenance: e.QUESTIONNAIRES_MAINTENANCE === 'true' },
    storage: storageOf(e, defaults),
    parts: new Map(parts.map((part) => [part, part.read(raw, context)])),
  };
}

export function isProduction(config: ApiConfig): boolean {
  return config.environment === 'production';
}

function isBrand(value: string): value is Brand {
  return (brands as readonly string[]).includes(value);
}

/** The cancellation window of an organisation; the served brand's for an unknown one. */
export function cancellationHoursOf(config: ApiConfig, organisationId: string): number {
  return config.cancellationHours[isBrand(organisationId) ? organisationId : config.brand];
}
