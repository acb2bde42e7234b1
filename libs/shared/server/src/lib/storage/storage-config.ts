import path from 'node:path';
import * as v from 'valibot';

/**
 * Configuration of the object store (read with the rest in config.ts). Messages are our own:
 * valibot's quote the value, and the secret must never be echoed.
 */
export const storageEnvEntries = {
  /** `local` (a folder; development only) or `s3`; local by default in development, s3 required in production. */
  STORAGE_BACKEND: v.optional(v.picklist(['local', 's3'], 'must be local or s3')),
  /** The local store's folder; by default `storage-<brand>` beside the embedded database's folder. */
  STORAGE_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  /** The key of the local store's URL signatures; by default a random one kept in its folder. */
  STORAGE_SIGNING_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  // Without dots, so that the bucket's virtual host is covered by S3's certificate and the
  // upload origin for the Content Security Policy is known in advance.
  STORAGE_S3_BUCKET: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/, 'must be a bucket name of lower-case letters, digits and hyphens'))),
  STORAGE_S3_REGION: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}(-[a-z]+)+-\d{1,2}$/, 'must be an AWS region such as eu-north-1'))),
  /** Another S3-compatible service (path-style addressing); unset for AWS. */
  STORAGE_S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
};

type StorageEnv = { [Name in keyof typeof storageEnvEntries]?: v.InferOutput<(typeof storageEnvEntries)[Name]> } & {
  PORTAL_ENVIRONMENT: 'development' | 'production';
  PORTAL_BRAND: string;
  PGLITE_DATA_DIR?: string | undefined;
};

export type StorageConfig =
  | {
      backend: 'local';
      /** Null: a temporary folder removed at close, for an in-memory database (tests, the end-to-end runs). */
      dir: string | null;
      /** Null: the folder's own random key (a temporary folder's: one in memory). */
      signingSecret: string | null;
    }
  | { backend: 's3'; bucket: string; region: string; endpoint: string | null };

function backendOf(e: StorageEnv): 'local' | 's3' | undefined {
  return e.STORAGE_BACKEND ?? (e.PORTAL_ENVIRONMENT === 'development' ? 'local' : undefined);
}

/**
 * Production keeps uploads in S3 only: a local folder is one machine's, which several API
 * processes behind a load balancer do not share, and its URLs are signed by the API itself.
 */
export function storageProblems(e: StorageEnv): string[] {
  const backend = backendOf(e);
  const production = e.PORTAL_ENVIRONMENT === 'production';
  return [
    ...(production && backend !== 's3' ? ['STORAGE_BACKEND: must be s3 in the production environment'] : []),
    ...(backend === 's3'
      ? (['STORAGE_S3_BUCKET', 'STORAGE_S3_REGION'] as const).filter((name) => e[name] === undefined).map((name) => `${name}: required with STORAGE_BACKEND=s3`)
      : []),
    ...(production && e.STORAGE_S3_ENDPOINT !== undefined && new URL(e.STORAGE_S3_ENDPOINT).protocol !== 'https:'
      ? ['STORAGE_S3_ENDPOINT: must be https: in the production environment']
      : []),
  ];
}

/** The store to use; call only when `storageProblems` found none. */
export function storageOf(e: StorageEnv, defaults: { dataDir: string }): StorageConfig {
  if (backendOf(e) === 's3' && e.STORAGE_S3_BUCKET && e.STORAGE_S3_REGION) {
    return { backend: 's3', bucket: e.STORAGE_S3_BUCKET, region: e.STORAGE_S3_REGION, endpoint: e.STORAGE_S3_ENDPOINT?.replace(/\/+$/, '') ?? null };
  }
  const databaseDir = e.PGLITE_DATA_DIR ?? defaults.dataDir;
  const dir = e.STORAGE_DIR ?? (databaseDir === ':memory:' ? null : path.join(path.dirname(databaseDir), `storage-${e.PORTAL_BRAND}`));
  return { backend: 'local', dir, signingSecret: e.STORAGE_SIGNING_SECRET ?? null };
}
