import * as v from 'valibot';

/**
 * The Kela card: images of its front and back (account doc sections 3, 4, 5, 7-9). The portal
 * asks for two signed upload URLs (`init-upload`), PUTs each image to its URL and then asks the
 * API to check and keep them (`finish-upload`).
 */

export const kelaCardSides = ['front', 'back'] as const;
export type KelaCardSide = (typeof kelaCardSides)[number];

/** Only JPEG and PNG images (account doc sections 5 and 9). */
export const kelaCardImageTypes = ['image/jpeg', 'image/png'] as const;
export type KelaCardImageType = (typeof kelaCardImageTypes)[number];

/**
 * At most 10 MiB an image (the spec names no limit): a phone camera's photo of a card is a few
 * megabytes, and the limit keeps a single upload from filling the store.
 */
export const KELA_CARD_MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The portal gives up on one image's upload after 120 seconds (account doc sections 5 and 9). */
export const KELA_CARD_UPLOAD_TIMEOUT_MS = 120_000;

/** `GET /api/kela-card?csrfToken`: the paths of the current images, each null without a card. */
export const KelaCardSchema = v.object({
  imageUrl: v.object({
    front: v.nullable(v.string()),
    back: v.nullable(v.string()),
  }),
});
export type KelaCard = v.InferOutput<typeof KelaCardSchema>;

/** `POST /api/kela-card/init-upload?csrfToken`: the content type of each side's file. */
export const KelaCardInitUploadRequestSchema = v.strictObject({
  mimetypes: v.strictObject({
    front: v.picklist(kelaCardImageTypes),
    back: v.picklist(kelaCardImageTypes),
  }),
});
export type KelaCardInitUploadRequest = v.InferOutput<typeof KelaCardInitUploadRequestSchema>;

const UploadUrlSchema = v.object({ url: v.pipe(v.string(), v.minLength(1)) });

/** The upload's token (for finish-upload) and a signed PUT URL per side. */
export const KelaCardInitUploadResponseSchema = v.object({
  token: v.string(),
  front: UploadUrlSchema,
  back: UploadUrlSchema,
});
export type KelaCardInitUploadResponse = v.InferOutput<typeof KelaCardInitUploadResponseSchema>;

/**
 * `POST /api/kela-card/finish-upload?csrfToken` with the token in the body. The spec has a GET
 * with the token in the query; it changes state, so it is a POST (retried safely with an
 * idempotency key), and the token stays out of addresses and logs.
 */
export const KelaCardFinishUploadRequestSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'Expected an upload token')),
});
export type KelaCardFinishUploadRequest = v.InferOutput<typeof KelaCardFinishUploadRequestSchema>;

/** False for anything short of both images being there, of the declared type and within the limit. */
export const KelaCardFinishUploadResponseSchema = v.object({ success: v.boolean() });
export type KelaCardFinishUploadResponse = v.InferOutput<typeof KelaCardFinishUploadResponseSchema>;

/** `GET /api/kela-card/image/{side}`: the image itself, to its owner only. */
export const KelaCardImageParamsSchema = v.object({ side: v.picklist(kelaCardSides) });
