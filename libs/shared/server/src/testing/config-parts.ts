import { ConfigError, loadConfig } from '../lib/config';
import type { ConfigPart } from '../lib/config-part';
import { configOf } from '../lib/config-part';

/** The development environment, where a part's stand-ins answer. */
export const developmentEnv: Readonly<Record<string, string>> = { PORTAL_ENVIRONMENT: 'development' };

/** Production asks Suomi.fi e-Authorizations whether a guardian may act for a child; tests get a service that is never reached. */
export const productionMandatesEnv: Readonly<Record<string, string>> = {
  VALTUUDET_BASE_URL: 'https://valtuudet.invalid',
  VALTUUDET_CLIENT_ID: 'testclnt',
  VALTUUDET_API_KEY: 'test-api-key',
  VALTUUDET_OAUTH_PASSWORD: 'test-oauth-password',
};

/** What production requires of the shared variables: a part's test adds its own, so that only its problems differ. */
export const productionSharedEnv: Readonly<Record<string, string>> = {
  ...productionMandatesEnv,
  PORTAL_ENVIRONMENT: 'production',
  PUBLIC_ORIGIN: 'https://portal.example',
  OIDC_ISSUER: 'https://idp.example',
  OIDC_CLIENT_SECRET: 's',
  DATABASE_URL: 'postgres://portal@db.example/portal',
  TRUST_PROXY: '1',
  STORAGE_BACKEND: 's3',
  STORAGE_S3_BUCKET: 'portal-uploads',
  STORAGE_S3_REGION: 'eu-north-1',
};

/** `env` without the variable `name`. */
export function without(env: Readonly<Record<string, string>>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([key]) => key !== name));
}

/**
 * A domain's configuration part read as apps/api reads it, with the shared variables: its value for
 * an environment, or the problems the start would list ('' when there are none).
 */
export function partReader<Value>(part: ConfigPart<Value>) {
  const defaults = { dataDir: '/tmp/data' };
  return {
    valueOf: (env: Readonly<Record<string, string>>): Value => configOf(loadConfig(env, defaults, [part]), part),
    problemsOf(env: Readonly<Record<string, string>>): string {
      try {
        loadConfig(env, defaults, [part]);
        return '';
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        return error.message;
      }
    },
  };
}
