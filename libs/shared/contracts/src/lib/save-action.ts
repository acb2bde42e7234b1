import { decodeJsonBase64Url, encodeJsonBase64Url } from '@portal/shared/util';
import * as v from 'valibot';

/**
 * What the my-information page does after saving (account doc section 4, "My information
 * form"): the `saveAction` query, URL-safe base64 of this JSON. Pages that send the patient
 * there to fill in a form (e.g. the consent notice of self check-in) build it with
 * encodeSaveAction; the my-information page reads it back with decodeSaveAction.
 */
export const SaveActionSchema = v.variant('type', [
  v.object({
    type: v.literal('go-to-invoice-page'),
    /** The pay page of this invoice; the invoices list when left out. */
    invoiceNumber: v.optional(v.pipe(v.string(), v.regex(/^\d{1,20}$/))),
    anchor: v.optional(v.string()),
  }),
  v.object({ type: v.literal('go-to-reserve-appointment-page'), anchor: v.optional(v.string()) }),
  v.object({
    type: v.literal('go-to-view-appointment-page'),
    appointmentId: v.pipe(v.number(), v.integer()),
    tab: v.optional(v.string()),
    anchor: v.optional(v.string()),
  }),
  v.object({ type: v.literal('reload-page'), anchor: v.optional(v.string()) }),
]);
export type SaveAction = v.InferOutput<typeof SaveActionSchema>;

export function encodeSaveAction(action: SaveAction): string {
  return encodeJsonBase64Url(action);
}

/** The action, or null when the query is missing, not base64url JSON, or not a known action. */
export function decodeSaveAction(text: string | null | undefined): SaveAction | null {
  if (!text) return null;
  let json: unknown;
  try {
    json = decodeJsonBase64Url(text);
  } catch {
    return null;
  }
  const result = v.safeParse(SaveActionSchema, json);
  return result.success ? result.output : null;
}
