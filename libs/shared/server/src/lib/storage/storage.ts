import type { Database } from '@portal/shared/db';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';
import { openLocalObjectStore } from './local-object-store';
import { registerLocalUploadRoute } from './local-upload-route';
import type { ObjectStore } from './object-store';
import { createS3ObjectStore, s3UploadOrigin } from './s3-object-store';
import type { StorageConfig } from './storage-config';
import type { Uploads } from './uploads';
import { createUploads } from './uploads';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploads through signed URLs, one store for every domain (storage/uploads.ts). */
    uploads: Uploads;
  }
}

/**
 * Origins besides our own that the browser PUTs uploads to, for the Content Security Policy's
 * connect-src: the bucket's with S3; none with the local folder, whose URLs are the API's own.
 */
export function uploadOrigins(storage: StorageConfig): string[] {
  return storage.backend === 's3' ? [s3UploadOrigin(storage)] : [];
}

/**
 * The object store the configuration names, with the local store's upload route when it is the
 * local folder, decorated on the server as `app.uploads` for the domains. Call before the domains
 * are registered.
 */
export async function registerStorage(app: FastifyInstance, deps: { config: ApiConfig; db: Database; now: () => Date }): Promise<Uploads> {
  const { config, db, now } = deps;
  const storage = config.storage;
  let store: ObjectStore;
  if (storage.backend === 's3') {
    store = createS3ObjectStore({ bucket: storage.bucket, region: storage.region, endpoint: storage.endpoint, now });
  } else {
    const local = await openLocalObjectStore({ dir: storage.dir, signingSecret: storage.signingSecret, publicOrigin: config.publicOrigin });
    app.addHook('onClose', () => local.close());
    await registerLocalUploadRoute(app, { store: local, db, now });
    store = local;
  }
  const uploads = createUploads({ db, store, now });
  app.decorate('uploads', uploads);
  return uploads;
}
