import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UPLOAD_METADATA_PREFIX } from '@portal/shared/contracts';
import { Readable } from 'node:stream';
import type { ObjectStore, StoredBytes, UploadUrlRequest } from './object-store';

export interface S3ObjectStoreOptions {
  bucket: string;
  region: string;
  /** Another S3-compatible endpoint (path-style addressing); null for AWS. */
  endpoint: string | null;
  /** Tests give fixed ones; otherwise the SDK's default chain (environment, the instance's or task's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  now?: () => Date;
}

/**
 * The origin of the S3 upload URLs, which the portal's Content Security Policy must let the
 * browser connect to: virtual-hosted addressing on AWS (bucket names without dots, so the
 * bucket's host name is one TLS name), the endpoint itself with path-style addressing.
 */
export function s3UploadOrigin(options: Pick<S3ObjectStoreOptions, 'bucket' | 'region' | 'endpoint'>): string {
  return options.endpoint ? new URL(options.endpoint).origin : `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
}

function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return failure?.$metadata?.httpStatusCode === 404 || failure?.name === 'NotFound' || failure?.name === 'NoSuchKey';
}

/** What the presigned URL's request must carry besides itself: its query gains the metadata as well. */
function withMetadataInQuery(command: PutObjectCommand, metadata: Readonly<Record<string, string>>): void {
  command.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { query?: Record<string, string | string[] | null> } | undefined;
      if (request?.query) {
        for (const [name, value] of Object.entries(metadata)) request.query[`${UPLOAD_METADATA_PREFIX}${name}`] = value;
      }
      return next(args);
    },
    { step: 'build', name: 'uploadMetadataInQuery' },
  );
}

/**
 * Objects in an S3 bucket through the AWS SDK v3, for production. Upload URLs are presigned PUTs
 * (Signature Version 4) that sign the content type and the metadata headers, so the browser must
 * send exactly those; the metadata is named in the URL's query too, where the portal reads which
 * headers to send (the query is signed as well). A presigned PUT cannot limit its size: the
 * finish check reads the size (HeadObject) and rejects what is over.
 */
export function createS3ObjectStore(options: S3ObjectStoreOptions): ObjectStore {
  const now = options.now ?? (() => new Date());
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // The SDK otherwise adds a CRC32 checksum of the (empty) body to every PUT it signs, which a
    // presigned URL would then demand and a browser's plain PUT cannot send.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  return {
    backend: 's3',

    async createUploadUrl(request: UploadUrlRequest): Promise<string> {
      const signingDate = now();
      const expiresIn = Math.max(1, Math.ceil((request.expiresAt.getTime() - signingDate.getTime()) / 1000));
      const command = new PutObjectCommand({ Bucket, Key: request.key, ContentType: request.contentType, Metadata: { ...request.metadata } });
      withMetadataInQuery(command, request.metadata);
      const metadataHeaders = Object.keys(request.metadata).map((name) => `${UPLOAD_METADATA_PREFIX}${name}`);
      return getSignedUrl(client, command, {
        expiresIn,
        signingDate,
        // The presigner leaves the content type unsigned unless asked; signed, S3 refuses any other.
        signableHeaders: new Set(['content-type', ...metadataHeaders]),
        // Kept as signed headers rather than moved into the query (the SDK's default for x-amz-*).
        unhoistableHeaders: new Set(metadataHeaders),
      });
    },

    async sizeOf(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async readHead(key, length) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${length - 1}` }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isNotFound(error)) return null;
        // An empty object has no byte 0 to start a range at.
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416) return new Uint8Array();
        throw error;
      }
    },

    async read(key): Promise<StoredBytes | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered a body that is not a Node.js stream');
        return { body: object.Body, sizeBytes: object.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async put(key, body, contentType, metadata) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, Metadata: { ...metadata } }));
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
