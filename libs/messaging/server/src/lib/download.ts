import type { Database } from '@portal/shared/db';
import { storedObjects } from '@portal/shared/db';
import { notFound, parseInput, patientIdOf } from '@portal/shared/server';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { customerAttachment } from './queries';

/** An attachment's address works this long: long enough to open the new tab. */
export const DOWNLOAD_URL_MINUTES = 5;

export const ATTACHMENT_DOWNLOAD_PATH = '/api/customer-messaging/attachments';

/** Keyed with the session's csrf token: the address works in the session that asked for it only. */
function signature(sessionKey: string, attachmentId: number, expires: number): string {
  return createHmac('sha256', sessionKey).update(`message-attachment\n${attachmentId}\n${expires}`).digest('base64url');
}

export function downloadPath(attachmentId: number, sessionKey: string, now: Date): string {
  const expires = now.getTime() + DOWNLOAD_URL_MINUTES * 60_000;
  const query = new URLSearchParams({ expires: String(expires), signature: signature(sessionKey, attachmentId, expires) });
  return `${ATTACHMENT_DOWNLOAD_PATH}/${attachmentId}?${query.toString()}`;
}

const ParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number)) });
const QuerySchema = v.object({ expires: v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)), signature: v.pipe(v.string(), v.regex(/^[\w-]{43}$/)) });

/**
 * `GET /api/customer-messaging/attachments/{id}?expires&signature`: the attachment's bytes, for
 * the customer of its thread in the session the address was made for, until it expires; anything
 * else is 404 like an unknown id.
 */
export function registerAttachmentDownload(app: FastifyInstance, deps: { db: Database; now: () => Date }): void {
  app.get(`${ATTACHMENT_DOWNLOAD_PATH}/:id`, { config: { accessLog: { kind: 'messages', record: 'id' } } }, async (request, reply) => {
    const { id } = parseInput(ParamsSchema, request.params);
    const { expires, signature: given } = parseInput(QuerySchema, request.query);
    const session = request.session;
    const at = deps.now().getTime();
    if (!session || expires < at || expires > at + DOWNLOAD_URL_MINUTES * 60_000) throw notFound();
    const expected = Buffer.from(signature(session.csrfToken, id, expires));
    if (!timingSafeEqual(Buffer.from(given), expected)) throw notFound();
    const attachment = await customerAttachment(deps.db, patientIdOf(request), id);
    if (!attachment) throw notFound();
    const [object] = await deps.db
      .select()
      .from(storedObjects)
      .where(and(eq(storedObjects.key, attachment.storageKey), eq(storedObjects.status, 'accepted')));
    const bytes = object ? await app.uploads.store.read(object.key) : null;
    if (!object || !bytes) throw notFound();
    return reply
      .header('content-type', object.contentType)
      .header('content-length', bytes.sizeBytes)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(attachment.fileName)}`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(bytes.body);
  });
}
