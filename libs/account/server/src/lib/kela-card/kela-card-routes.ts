import type { KelaCard, KelaCardFinishUploadResponse, KelaCardInitUploadResponse, KelaCardSide } from '@portal/account/contracts';
import {
  KELA_CARD_MAX_IMAGE_BYTES,
  KelaCardFinishUploadRequestSchema,
  KelaCardImageParamsSchema,
  KelaCardInitUploadRequestSchema,
} from '@portal/account/contracts';
import type { Database } from '@portal/shared/db';
import { kelaCards, kelaCardUploads } from '@portal/shared/db';
import type { RateLimitRule } from '@portal/shared/server';
import { actingSessionOf, createRateLimiter, forbidden, hashToken, HttpProblem, notFound, parseInput, patientIdOf, randomToken, sameToken } from '@portal/shared/server';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { kelaCardPurposes, replaceKelaCard } from './replace-kela-card';

export interface KelaCardRouteDeps {
  db: Database;
  now: () => Date;
}

/** The signed upload URLs work for 10 minutes: the portal gives each image 120 seconds. */
export const KELA_CARD_UPLOAD_URL_MINUTES = 10;

/** finish-upload takes the token for 15 minutes: past the URLs' end, well before the purge's grace. */
export const KELA_CARD_UPLOAD_TOKEN_MINUTES = 15;

/**
 * Each init-upload makes two objects in the store; 10 an hour per signed-in person (a guardian's
 * children count with the guardian) is plenty for retries and keeps anyone from filling it.
 */
export const KELA_CARD_INIT_LIMIT: RateLimitRule = { name: 'kela-card-init-upload', limit: 10, windowMinutes: 60 };

const failure: KelaCardFinishUploadResponse = { success: false };

/**
 * The spec sends the csrf token with these reads too (account doc section 7), so they check it
 * as the session hook checks it for state changes.
 */
function requireCsrfToken(request: FastifyRequest): void {
  const { csrfToken } = request.query as { csrfToken?: unknown };
  const session = request.session;
  if (!session || typeof csrfToken !== 'string' || !sameToken(csrfToken, session.csrfToken)) throw forbidden('csrf');
}

/** The image's path: the card's time in it, so that a new card's image is not the browser's old one. */
function imagePath(side: KelaCardSide, updatedAt: Date): string {
  return `/api/kela-card/image/${side}?v=${updatedAt.getTime()}`;
}

/**
 * The Kela card (account doc sections 3, 4, 7-9): its images, and uploading new ones through
 * signed URLs. Every call works on the session's patient (the child a guardian acts for); an
 * image is served only to its owner, and a token of anyone else fails like an unknown one.
 */
export function registerKelaCardRoutes(app: FastifyInstance, deps: KelaCardRouteDeps): void {
  const { db, now } = deps;
  const limiter = createRateLimiter(db, now);
  const cardOf = async (patientId: number) => (await db.select().from(kelaCards).where(eq(kelaCards.patientId, patientId)))[0];

  app.get('/api/kela-card', { config: { accessLog: { kind: 'kela-card' } } }, async (request, reply): Promise<KelaCard> => {
    requireCsrfToken(request);
    const card = await cardOf(patientIdOf(request));
    reply.header('cache-control', 'no-store');
    return { imageUrl: card ? { front: imagePath('front', card.updatedAt), back: imagePath('back', card.updatedAt) } : { front: null, back: null } };
  });

  app.get('/api/kela-card/image/:side', { config: { accessLog: { kind: 'kela-card', record: 'side' } } }, async (request, reply) => {
    const { side } = parseInput(KelaCardImageParamsSchema, request.params);
    const patientId = patientIdOf(request);
    const card = await cardOf(patientId);
    const image = card ? await app.uploads.open(side === 'front' ? card.frontKey : card.backKey, patientId) : null;
    if (!image) throw notFound();
    return reply
      .header('content-type', image.contentType)
      .header('content-length', image.sizeBytes)
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(image.body);
  });

  app.post('/api/kela-card/init-upload', { config: { accessLog: false } }, async (request, reply): Promise<KelaCardInitUploadResponse> => {
    const { mimetypes } = parseInput(KelaCardInitUploadRequestSchema, request.body);
    const acting = actingSessionOf(request);
    if (!(await limiter.consume(KELA_CARD_INIT_LIMIT, String(acting.personId))).allowed) throw new HttpProblem(429, { type: 'TooManyRequests' });
    const at = now();
    const urlsExpireAt = new Date(at.getTime() + KELA_CARD_UPLOAD_URL_MINUTES * 60_000);
    const token = randomToken();
    const { front, back } = await db.transaction(async (tx) => {
      const create = (side: KelaCardSide) =>
        app.uploads.create(
          { ownerId: acting.subjectId, purpose: kelaCardPurposes[side], contentType: mimetypes[side], maxBytes: KELA_CARD_MAX_IMAGE_BYTES, expiresAt: urlsExpireAt },
          tx,
        );
      const sides = { front: await create('front'), back: await create('back') };
      await tx.insert(kelaCardUploads).values({
        tokenHash: hashToken(token),
        patientId: acting.subjectId,
        frontKey: sides.front.key,
        backKey: sides.back.key,
        createdAt: at,
        expiresAt: new Date(at.getTime() + KELA_CARD_UPLOAD_TOKEN_MINUTES * 60_000),
      });
      return sides;
    });
    reply.header('cache-control', 'no-store');
    return { token, front: { url: front.url }, back: { url: back.url } };
  });

  /**
   * Checks the two uploaded images and makes them the patient's card. A POST (the spec's GET
   * changed state, and a GET may be repeated by anyone along the way); the portal sends it with an
   * idempotency key, so its retry after a time-out gets the first answer. The token is used up only
   * in the transaction that makes the new card: an image not there yet, or an error on the way,
   * keeps the upload for a retry until the token runs out. Images that are there and wrong (too
   * large, another type) end the upload.
   */
  app.post('/api/kela-card/finish-upload', { config: { accessLog: false } }, async (request, reply): Promise<KelaCardFinishUploadResponse> => {
    const { token } = parseInput(KelaCardFinishUploadRequestSchema, request.body);
    const patientId = patientIdOf(request);
    reply.header('cache-control', 'no-store');
    const ofThisUpload = and(eq(kelaCardUploads.tokenHash, hashToken(token)), eq(kelaCardUploads.patientId, patientId), gt(kelaCardUploads.expiresAt, now()));
    const [upload] = await db.select().from(kelaCardUploads).where(ofThisUpload);
    if (!upload) return failure;

    const keys = [upload.frontKey, upload.backKey];
    const checks = [
      await app.uploads.check(upload.frontKey, { ownerId: patientId, purpose: kelaCardPurposes.front }),
      await app.uploads.check(upload.backKey, { ownerId: patientId, purpose: kelaCardPurposes.back }),
    ];
    if (!checks.every((check) => check.ok)) {
      const problems = checks.map((check) => (check.ok ? 'ok' : check.problem));
      request.log.info({ sides: problems }, 'Kela card images refused');
      // Not there yet: the upload stays for a retry. There and wrong: it ends here.
      if (problems.every((problem) => problem === 'ok' || problem === 'not-uploaded')) return failure;
      await db.delete(kelaCardUploads).where(ofThisUpload);
      await app.uploads.discard(keys);
      return failure;
    }
    // Taken once: deleting the row in the card's own transaction uses the token, so of two
    // finishes only one goes on, and a failure on the way leaves it for a retry.
    const claim = async (tx: Database) => (await tx.delete(kelaCardUploads).where(ofThisUpload).returning({ tokenHash: kelaCardUploads.tokenHash })).length === 1;
    const replaced = await replaceKelaCard(db, app.uploads, { patientId, frontKey: upload.frontKey, backKey: upload.backKey, now: now() }, claim);
    if (replaced === 'not-claimed') return failure;
    if (!replaced) {
      await db.delete(kelaCardUploads).where(ofThisUpload);
      await app.uploads.discard(keys);
      return failure;
    }
    // The old card's images: their bytes go once the new card is in.
    await app.uploads.removeRejected(replaced.previousKeys);
    return { success: true };
  });
}
