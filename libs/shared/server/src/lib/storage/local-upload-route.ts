import type { Database } from '@portal/shared/db';
import { storedObjects } from '@portal/shared/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { HttpProblem, notFound } from '../http/errors';
import type { LocalObjectStore } from './local-object-store';
import { LOCAL_UPLOAD_PATH } from './local-object-store';

/** Why a PUT was refused: the URL's signature, its expiry, or a header it signed. */
type Refusal = 'signature' | 'expired' | 'content-type' | 'metadata';

const refused = (reason: Refusal) => new HttpProblem(403, { type: 'Forbidden', reason });
const alreadyUploaded = () => new HttpProblem(409, { type: 'Conflict' });

function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * `PUT /api/storage/{key}?contentType&maxBytes&expires&x-amz-meta-…&signature`: the local
 * store's stand-in for S3's presigned PUT, answered as S3 would. Public (the signature is the
 * permission) but same-origin like every state change. Refuses a bad or expired signature, any
 * other content type or metadata than signed, a second upload to the key, and more bytes than
 * the limit (413, counted while the bytes stream in, the partial file removed). An upload that
 * arrives whole puts its object in quarantine until its domain checks it.
 */
export async function registerLocalUploadRoute(app: FastifyInstance, deps: { store: LocalObjectStore; db: Database; now: () => Date }): Promise<void> {
  const { store, db, now } = deps;
  await app.register(async (scope) => {
    // The bytes stream straight to the folder: whatever the declared type, no parser reads them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.put<{ Params: { key: string } }>(`${LOCAL_UPLOAD_PATH}/:key`, { config: { access: 'public', acceptsUpload: true, accessLog: false } }, async (request, reply) => {
      const { key } = request.params;
      const upload = store.signedUpload(key, request.query as Record<string, unknown>);
      if (!upload) throw refused('signature');
      if (upload.expires * 1000 <= now().getTime()) throw refused('expired');
      if (mediaTypeOf(request.headers['content-type']) !== upload.contentType) throw refused('content-type');
      for (const [name, value] of Object.entries(upload.metadata)) {
        if (request.headers[`x-amz-meta-${name}`] !== value) throw refused('metadata');
      }

      const [row] = await db.select().from(storedObjects).where(eq(storedObjects.key, key));
      if (!row || row.contentType !== upload.contentType) throw notFound();
      if (row.status !== 'pending') throw alreadyUploaded();
      const maxBytes = Math.min(row.maxBytes, upload.maxBytes);
      // Past the limit the rest of the body is not read: the connection closes after the answer.
      const tooLarge = () => reply.code(413).header('connection', 'close').send({ type: 'PayloadTooLarge' });
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) return tooLarge();

      const body = request.body instanceof Readable ? request.body : Readable.from([]);
      const received = await store.receive(key, body, maxBytes);
      if (received.outcome === 'too-large') return tooLarge();
      if (received.outcome === 'exists') throw alreadyUploaded();
      const marked = await db
        .update(storedObjects)
        .set({ status: 'quarantine', sizeBytes: received.sizeBytes })
        .where(and(eq(storedObjects.key, key), eq(storedObjects.status, 'pending')))
        .returning({ key: storedObjects.key });
      if (marked.length === 0) {
        // Rejected or purged while the bytes streamed in: they have no row to belong to.
        await store.delete(key);
        throw alreadyUploaded();
      }
      return reply.code(200).send();
    });
  });
}
