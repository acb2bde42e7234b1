import { ConfigError, loadConfig } from './config';

const defaults = { dataDir: '/tmp/data' };

describe('loadConfig', () => {
  it('defaults to the general brand in development with the embedded database and the bundled identity provider', () => {
    const config = loadConfig({}, defaults);
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

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://u:p@db/portal' }, defaults).database).toEqual({
      kind: 'postgres',
      url: 'postgresql://u:p@db/portal',
    });
  });

  it('lists every bad variable at once without echoing values', () => {
    let message = '';
    try {
      loadConfig({ PORTAL_BRAND: 'other', API_PORT: 'eighty', DATABASE_URL: 'mysql://secret@db', SESSION_IDLE_MINUTES: '0' }, defaults);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of ['PORTAL_BRAND', 'API_PORT', 'DATABASE_URL', 'SESSION_IDLE_MINUTES']) expect(message).toContain(name);
    expect(message).not.toContain('secret');
  });

  it('requires a real identity provider in production', () => {
    expect(() => loadConfig({ PORTAL_ENVIRONMENT: 'production' }, defaults)).toThrow(/OIDC_ISSUER/);
    expect(() => loadConfig({ PORTAL_ENVIRONMENT: 'production', OIDC_ISSUER: 'https://idp.example' }, defaults)).toThrow(
      /OIDC_CLIENT_SECRET/,
    );
  });

  it('takes the feature flags of the brand and environment, plus FEATURES', () => {
    const children = loadConfig({ PORTAL_BRAND: 'children' }, defaults);
    expect(children.features).toContain('pikkutsatti');
    expect(children.features).not.toContain('sickness-fund-page');
    const general = loadConfig({ FEATURES: 'is-finnair-sickness-fund-member' }, defaults);
    expect(general.features).toEqual(expect.arrayContaining(['sickness-fund-page', 'is-finnair-sickness-fund-member']));
    expect(() => loadConfig({ FEATURES: 'beta' }, defaults)).toThrow(/unknown flags beta/);
  });

  it('does not seed demo data in production unless asked', () => {
    const production = { PORTAL_ENVIRONMENT: 'production', OIDC_ISSUER: 'https://idp.example', OIDC_CLIENT_SECRET: 's' };
    expect(loadConfig(production, defaults).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }, defaults).seedDemoData).toBe(true);
  });

  it('accepts session lengths in decimal minutes down to half a minute', () => {
    expect(loadConfig({ SESSION_IDLE_MINUTES: '1.5', SESSION_ABSOLUTE_MINUTES: '0.5' }, defaults).session).toEqual({
      idleMinutes: 1.5,
      absoluteMinutes: 0.5,
    });
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0.4' }, defaults)).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '1,5' }, defaults)).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it('reads the cancellation hours per organisation, keeping the default of 24 for one left out', () => {
    expect(loadConfig({}, defaults).cancellationHours).toEqual({ general: 24, children: 24 });
    expect(loadConfig({ CANCELLATION_HOURS: 'children=12' }, defaults).cancellationHours).toEqual({ general: 24, children: 12 });
    expect(loadConfig({ CANCELLATION_HOURS: 'general=48,children=6' }, defaults).cancellationHours).toEqual({ general: 48, children: 6 });
    for (const bad of ['general', 'other=3', 'general=-1', 'general=24;children=2']) {
      expect(() => loadConfig({ CANCELLATION_HOURS: bad }, defaults)).toThrow(/CANCELLATION_HOURS/);
    }
  });
});
