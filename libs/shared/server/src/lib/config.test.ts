import * as v from 'valibot';
import { ConfigError, loadConfig } from './config';
import type { ConfigPart } from './config-part';
import { configOf, configPart } from './config-part';
import { productionMandatesEnv } from '../testing/config-parts';

const defaults = { dataDir: '/tmp/data' };
const development = { PORTAL_ENVIRONMENT: 'development' };
const s3 = { STORAGE_BACKEND: 's3', STORAGE_S3_BUCKET: 'portal-uploads', STORAGE_S3_REGION: 'eu-north-1' };
const deployment = { DATABASE_URL: 'postgres://portal@db.example/portal', TRUST_PROXY: '1', ...productionMandatesEnv };
const production = { PORTAL_ENVIRONMENT: 'production', PUBLIC_ORIGIN: 'https://portal.example', OIDC_ISSUER: 'https://idp.example', OIDC_CLIENT_SECRET: 's', ...deployment, ...s3 };

/** `env` without the variable `name`. */
function without(env: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([key]) => key !== name));
}

function problemsOf(env: Record<string, string>): string {
  return problemsOfWith(env, []);
}

function problemsOfWith(env: Record<string, string>, parts: readonly ConfigPart[]): string {
  try {
    loadConfig(env, defaults, parts);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

describe('sign-in for a child (Suomi.fi e-Authorizations)', () => {
  const withoutMandates = Object.fromEntries(Object.entries(production).filter(([name]) => !name.startsWith('VALTUUDET_')));

  it('uses the local stand-in in development and the configured service otherwise, without a trailing slash', () => {
    expect(loadConfig({ ...development, PUBLIC_ORIGIN: 'http://localhost:4200' }, defaults).mandates).toEqual({
      baseUrl: 'http://localhost:4200/valtuudet-stand-in',
      clientId: 'devportal',
      apiKey: expect.any(String),
      oauthPassword: expect.any(String),
      standIn: true,
    });
    expect(loadConfig({ ...production, VALTUUDET_BASE_URL: 'https://asiointivaltuustarkastus.suomi.fi/' }, defaults).mandates).toEqual({
      baseUrl: 'https://asiointivaltuustarkastus.suomi.fi',
      clientId: 'testclnt',
      apiKey: 'test-api-key',
      oauthPassword: 'test-oauth-password',
      standIn: false,
    });
  });

  it('refuses production without the service while sign-in for a child is enabled, and over plain HTTP', () => {
    const message = problemsOf(withoutMandates);
    for (const name of ['VALTUUDET_BASE_URL', 'VALTUUDET_CLIENT_ID', 'VALTUUDET_API_KEY', 'VALTUUDET_OAUTH_PASSWORD']) expect(message).toContain(`${name}: required in the production environment while MANDATE_SIGN_IN is enabled`);
    expect(problemsOf({ ...production, VALTUUDET_BASE_URL: 'http://valtuudet.example' })).toMatch(/VALTUUDET_BASE_URL: must be https:/);
    // Turned off, nothing is needed and no guardian signs in for a child.
    expect(loadConfig({ ...withoutMandates, MANDATE_SIGN_IN: 'disabled' }, defaults).mandates).toBeNull();
  });

  it('takes the four together in development too, never echoing a value', () => {
    const message = problemsOf({ ...development, VALTUUDET_BASE_URL: 'https://valtuudet.example', VALTUUDET_API_KEY: 'secret-key-value' });
    expect(message).toMatch(/VALTUUDET_CLIENT_ID: required with the other VALTUUDET_ variables/);
    expect(message).toMatch(/VALTUUDET_OAUTH_PASSWORD: required with the other VALTUUDET_ variables/);
    expect(message).not.toContain('secret-key-value');
    expect(problemsOf({ ...development, MANDATE_SIGN_IN: 'sometimes' })).toMatch(/MANDATE_SIGN_IN/);
  });
});

describe('loadConfig', () => {
  it('fails closed: without PORTAL_ENVIRONMENT it is production, which refuses to start without a real identity provider', () => {
    expect(problemsOf({})).toMatch(/OIDC_ISSUER: required in the production environment/);
    const unset = { PUBLIC_ORIGIN: production.PUBLIC_ORIGIN, OIDC_ISSUER: production.OIDC_ISSUER, OIDC_CLIENT_SECRET: production.OIDC_CLIENT_SECRET, ...deployment, ...s3 };
    expect(loadConfig(unset, defaults)).toMatchObject({ environment: 'production', seedDemoData: false, oidc: { bundledIdp: false } });
  });

  it('refuses demo data, a plain-HTTP issuer and a plain-HTTP origin in production, listing them together', () => {
    const message = problemsOf({ ...production, SEED_DEMO_DATA: 'true', OIDC_ISSUER: 'http://idp.example', PUBLIC_ORIGIN: 'http://portal.example' });
    expect(message).toMatch(/SEED_DEMO_DATA: demo data is refused/);
    expect(message).toMatch(/OIDC_ISSUER: must be https:/);
    expect(message).toMatch(/PUBLIC_ORIGIN: must be https:/);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'false' }, defaults).seedDemoData).toBe(false);
  });

  it('reads customer messaging’s maintenance mode and announcement; a heading needs its text', () => {
    expect(loadConfig(development, defaults).messaging).toEqual({ maintenance: false, announcement: null });
    const set = { ...development, MESSAGING_MAINTENANCE: 'true', MESSAGING_ANNOUNCEMENT_HEADING: ' Poikkeusaikataulu ', MESSAGING_ANNOUNCEMENT_DESCRIPTION: 'Vastaamme **maanantaina**.', MESSAGING_ANNOUNCEMENT_TYPE: 'WARNING' };
    expect(loadConfig(set, defaults).messaging).toEqual({ maintenance: true, announcement: { heading: 'Poikkeusaikataulu', description: 'Vastaamme **maanantaina**.', type: 'WARNING' } });
    expect(loadConfig(without(set, 'MESSAGING_ANNOUNCEMENT_TYPE'), defaults).messaging.announcement?.type).toBe('INFO');
    expect(problemsOf(without(set, 'MESSAGING_ANNOUNCEMENT_DESCRIPTION'))).toMatch(/MESSAGING_ANNOUNCEMENT_DESCRIPTION: required with MESSAGING_ANNOUNCEMENT_HEADING/);
    expect(problemsOf({ ...set, MESSAGING_MAINTENANCE: 'yes', MESSAGING_ANNOUNCEMENT_TYPE: 'LOUD' })).toMatch(/MESSAGING_MAINTENANCE[\s\S]*MESSAGING_ANNOUNCEMENT_TYPE/);
  });

  it('reads the questionnaires’ maintenance mode, off unless set', () => {
    expect(loadConfig(development, defaults).questionnaires).toEqual({ maintenance: false });
    expect(loadConfig({ ...development, QUESTIONNAIRES_MAINTENANCE: 'true' }, defaults).questionnaires).toEqual({ maintenance: true });
    expect(loadConfig({ ...development, QUESTIONNAIRES_MAINTENANCE: 'false' }, defaults).questionnaires).toEqual({ maintenance: false });
    expect(problemsOf({ ...development, QUESTIONNAIRES_MAINTENANCE: 'on' })).toMatch(/QUESTIONNAIRES_MAINTENANCE/);
  });

  it('refuses production on the embedded database or without saying which proxies to trust', () => {
    const message = problemsOf(without(without(production, 'DATABASE_URL'), 'TRUST_PROXY'));
    expect(message).toMatch(/DATABASE_URL: required in the production environment/);
    expect(message).toMatch(/TRUST_PROXY: required in the production environment/);
    // Saying that no proxy stands in front is an answer too.
    expect(loadConfig({ ...production, TRUST_PROXY: 'false' }, defaults)).toMatchObject({ trustProxy: false, database: { kind: 'postgres' } });
  });

  it('trusts no proxy by default in development; TRUST_PROXY takes a hop count or proxy addresses, never everyone', () => {
    expect(loadConfig(development, defaults).trustProxy).toBe(false);
    expect(loadConfig({ ...development, TRUST_PROXY: '1' }, defaults).trustProxy).toBe(1);
    expect(loadConfig({ ...development, TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback,::1' }, defaults).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback', '::1']);
    for (const bad of ['true', '0', '11', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/2']) {
      expect(problemsOf({ ...development, TRUST_PROXY: bad })).toMatch(/TRUST_PROXY/);
    }
  });

  it('defaults to the general brand with the embedded database and the bundled identity provider in development', () => {
    const config = loadConfig(development, defaults);
    expect(config).toMatchObject({
      brand: 'general',
      environment: 'development',
      port: 3000,
      publicOrigin: 'http://localhost:4200',
      database: { kind: 'pglite', dataDir: '/tmp/data' },
      oidc: { bundledIdp: true, issuer: 'http://localhost:4200/dev-idp' },
      session: { idleMinutes: 30, absoluteMinutes: 480 },
      seedDemoData: true,
    });
  });

  it("takes the practitioners' photos' origin over https: only", () => {
    expect(loadConfig(development, defaults).contentImagesOrigin).toBeNull();
    expect(loadConfig({ ...development, CONTENT_IMAGES_ORIGIN: 'https://images.kajo.example/portraits/' }, defaults).contentImagesOrigin).toBe('https://images.kajo.example');
    expect(problemsOf({ ...development, CONTENT_IMAGES_ORIGIN: 'http://images.kajo.example' })).toMatch(/CONTENT_IMAGES_ORIGIN: must be https:/);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ ...development, DATABASE_URL: 'postgresql://u:p@db/portal' }, defaults).database).toEqual({
      kind: 'postgres',
      url: 'postgresql://u:p@db/portal',
    });
  });

  it('lists every bad variable at once without echoing values', () => {
    let message = '';
    try {
      loadConfig({ ...development, PORTAL_BRAND: 'other', API_PORT: 'eighty', DATABASE_URL: 'mysql://secret@db', SESSION_IDLE_MINUTES: '0' }, defaults);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of ['PORTAL_BRAND', 'API_PORT', 'DATABASE_URL', 'SESSION_IDLE_MINUTES']) expect(message).toContain(name);
    expect(message).not.toContain('secret');
  });

  it('requires a real identity provider in production', () => {
    expect(() => loadConfig({ PORTAL_ENVIRONMENT: 'production', PUBLIC_ORIGIN: 'https://portal.example' }, defaults)).toThrow(/OIDC_ISSUER/);
    expect(() => loadConfig({ PORTAL_ENVIRONMENT: 'production', PUBLIC_ORIGIN: 'https://portal.example', OIDC_ISSUER: 'https://idp.example' }, defaults)).toThrow(
      /OIDC_CLIENT_SECRET/,
    );
  });

  it('takes the feature flags of the brand and environment, plus FEATURES', () => {
    const children = loadConfig({ ...development, PORTAL_BRAND: 'children' }, defaults);
    expect(children.features).toContain('pikkutsatti');
    expect(children.features).not.toContain('sickness-fund-page');
    const general = loadConfig({ ...development, FEATURES: 'pikkutsatti' }, defaults);
    expect(general.features).toEqual(expect.arrayContaining(['sickness-fund-page', 'pikkutsatti']));
    // LähiTapiola's permit flow is on in development, off in production.
    expect(loadConfig(development, defaults).features).toContain('lahitapiola-insurance-flow');
    expect(loadConfig(production, defaults).features).not.toContain('lahitapiola-insurance-flow');
    expect(loadConfig(production, defaults).features).toContain('ohc-appointment-search');
    expect(() => loadConfig({ ...development, FEATURES: 'beta' }, defaults)).toThrow(/unknown flags beta/);
  });

  it('takes a flag away with a minus in FEATURES', () => {
    expect(loadConfig(development, defaults).features).toContain('mfa');
    const features = loadConfig({ ...development, FEATURES: '-mfa,-lahitapiola-insurance-flow,pikkutsatti' }, defaults).features;
    expect(features).not.toContain('mfa');
    expect(features).not.toContain('lahitapiola-insurance-flow');
    expect(features).toContain('pikkutsatti');
    expect(() => loadConfig({ ...development, FEATURES: '-beta' }, defaults)).toThrow(/unknown flags -beta/);
  });

  it('seeds demo data in development unless told not to, never in production', () => {
    expect(loadConfig(development, defaults).seedDemoData).toBe(true);
    expect(loadConfig({ ...development, SEED_DEMO_DATA: 'false' }, defaults).seedDemoData).toBe(false);
    expect(loadConfig(production, defaults).seedDemoData).toBe(false);
  });

  it('accepts session lengths in decimal minutes down to half a minute', () => {
    expect(loadConfig({ ...development, SESSION_IDLE_MINUTES: '1.5', SESSION_ABSOLUTE_MINUTES: '0.5' }, defaults).session).toEqual({
      idleMinutes: 1.5,
      absoluteMinutes: 0.5,
    });
    expect(() => loadConfig({ ...development, SESSION_IDLE_MINUTES: '0.4' }, defaults)).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadConfig({ ...development, SESSION_IDLE_MINUTES: '1,5' }, defaults)).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it('reads the cancellation hours per organisation, keeping the default of 24 for one left out', () => {
    expect(loadConfig(development, defaults).cancellationHours).toEqual({ general: 24, children: 24 });
    expect(loadConfig({ ...development, CANCELLATION_HOURS: 'children=12' }, defaults).cancellationHours).toEqual({ general: 24, children: 12 });
    expect(loadConfig({ ...development, CANCELLATION_HOURS: 'general=48,children=6' }, defaults).cancellationHours).toEqual({ general: 48, children: 6 });
    for (const bad of ['general', 'other=3', 'general=-1', 'general=24;children=2']) {
      expect(() => loadConfig({ ...development, CANCELLATION_HOURS: bad }, defaults)).toThrow(/CANCELLATION_HOURS/);
    }
  });

  describe("a domain's configuration part", () => {
    const part = configPart({
      name: 'test: greetings',
      file: 'libs/shared/server/src/lib/config.test.ts',
      entries: {
        GREETING: v.optional(v.pipe(v.string(), v.minLength(3, 'must be at least 3 characters'))),
        GREETING_TARGET: v.optional(v.string()),
      },
      problems: (env, { production }) => [
        ...(env.GREETING_TARGET !== undefined && env.GREETING === undefined ? ['GREETING: required with GREETING_TARGET'] : []),
        ...(production && env.GREETING === undefined ? ['GREETING: required in the production environment'] : []),
      ],
      read: (env, { publicOrigin }) => ({ text: `${env.GREETING ?? 'Hei'} ${env.GREETING_TARGET ?? publicOrigin}` }),
    });

    it('is read with the rest and found with configOf', () => {
      const config = loadConfig({ ...development, GREETING: 'Moi', GREETING_TARGET: 'kaikki' }, defaults, [part]);
      expect(configOf(config, part)).toEqual({ text: 'Moi kaikki' });
      expect(configOf(loadConfig(development, defaults, [part]), part)).toEqual({ text: 'Hei http://localhost:4200' });
    });

    it('lists its bad variables together with the shared ones, never echoing a value', () => {
      let message = '';
      try {
        loadConfig({ ...development, API_PORT: 'eighty', GREETING: 'Yo' }, defaults, [part]);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message).toContain('API_PORT:');
      expect(message).toContain('GREETING: must be at least 3 characters');
      expect(message).not.toContain('Yo');
    });

    it('adds its problems to the shared ones, with the production rules told by the context', () => {
      expect(() => loadConfig({ ...development, GREETING_TARGET: 'kaikki' }, defaults, [part])).toThrow('GREETING: required with GREETING_TARGET');
      const problems = problemsOfWith(without(production, 'DATABASE_URL'), [part]);
      expect(problems).toContain('GREETING: required in the production environment');
      expect(problems).toContain('DATABASE_URL: required in the production environment');
    });

    it('is unknown to a configuration loaded without it', () => {
      expect(() => configOf(loadConfig(development, defaults), part)).toThrow('The configuration part test: greetings was not loaded');
    });

    it('may not declare a variable that is declared already', () => {
      const twice = configPart({ name: 'test: port', file: 'x.ts', entries: { API_PORT: v.optional(v.string()) }, read: () => null });
      expect(() => loadConfig(development, defaults, [twice])).toThrow('API_PORT is declared twice (again by the configuration part test: port)');
      expect(() => loadConfig(development, defaults, [part, { ...part, name: 'test: again' }])).toThrow('GREETING is declared twice');
    });
  });

  describe('object storage', () => {
    it('keeps uploads in a folder beside the embedded database in development, signed with the folder’s own key', () => {
      expect(loadConfig(development, defaults).storage).toEqual({ backend: 'local', dir: '/tmp/storage-general', signingSecret: null });
      expect(loadConfig({ ...development, PORTAL_BRAND: 'children', PGLITE_DATA_DIR: '/srv/db/pglite' }, defaults).storage).toMatchObject({ dir: '/srv/db/storage-children' });
      expect(loadConfig({ ...development, STORAGE_DIR: '/srv/uploads', STORAGE_SIGNING_SECRET: 'a-development-secret-of-32-characters' }, defaults).storage).toEqual({
        backend: 'local',
        dir: '/srv/uploads',
        signingSecret: 'a-development-secret-of-32-characters',
      });
    });

    it('uses a temporary folder with an in-memory database', () => {
      expect(loadConfig(development, { dataDir: ':memory:' }).storage).toEqual({ backend: 'local', dir: null, signingSecret: null });
      expect(loadConfig({ ...development, PGLITE_DATA_DIR: ':memory:' }, defaults).storage).toMatchObject({ dir: null });
    });

    it('takes S3 with its bucket and region, and an S3-compatible endpoint without a trailing slash', () => {
      expect(loadConfig(production, defaults).storage).toEqual({ backend: 's3', bucket: 'portal-uploads', region: 'eu-north-1', endpoint: null });
      expect(loadConfig({ ...development, ...s3, STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000/' }, defaults).storage).toMatchObject({ endpoint: 'http://127.0.0.1:9000' });
    });

    it('refuses the local folder in production, as it does an unset backend', () => {
      expect(problemsOf({ ...production, STORAGE_BACKEND: 'local' })).toMatch(/STORAGE_BACKEND: must be s3 in the production environment/);
      expect(problemsOf(without(production, 'STORAGE_BACKEND'))).toMatch(/STORAGE_BACKEND: must be s3 in the production environment/);
    });

    it('requires the bucket and region with S3, https: for an endpoint in production, and well-formed values', () => {
      const message = problemsOf({ ...development, STORAGE_BACKEND: 's3' });
      expect(message).toContain('STORAGE_S3_BUCKET: required with STORAGE_BACKEND=s3');
      expect(message).toContain('STORAGE_S3_REGION: required with STORAGE_BACKEND=s3');
      expect(problemsOf({ ...production, STORAGE_S3_ENDPOINT: 'http://minio.internal:9000' })).toMatch(/STORAGE_S3_ENDPOINT: must be https:/);
      for (const [name, bad] of [
        ['STORAGE_BACKEND', 'disk'],
        ['STORAGE_S3_BUCKET', 'Portal.Uploads'],
        ['STORAGE_S3_REGION', 'north'],
        ['STORAGE_S3_ENDPOINT', 'not a url'],
      ] as const) {
        expect(problemsOf({ ...production, [name]: bad })).toContain(name);
      }
    });

    it('never echoes the signing secret', () => {
      const message = problemsOf({ ...development, STORAGE_SIGNING_SECRET: 'short-secret-value' });
      expect(message).toMatch(/STORAGE_SIGNING_SECRET: must be at least 32 characters/);
      expect(message).not.toContain('short-secret-value');
    });
  });
});
