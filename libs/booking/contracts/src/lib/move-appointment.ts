import * as v from 'valibot';
import { LANGUAGES } from '@portal/shared/util';

const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * `POST /api/move-appointment?csrfToken`: the session's patient moves a reservation to another free
 * time in one step: the new time is reserved and the old one released together, or neither.
 * `bindingAccepted` as on the reservation form, for a new time inside the binding hours;
 * `language` that of the portal, for the notice of the move.
 */
export const MoveAppointmentRequestSchema = v.object({
  fromAppointmentId: IdSchema,
  toAppointmentId: IdSchema,
  bindingAccepted: v.optional(v.boolean()),
  language: v.optional(v.picklist(LANGUAGES), 'fi'),
});
export type MoveAppointmentRequest = v.InferInput<typeof MoveAppointmentRequestSchema>;

/**
 * Always 200 with a type: `success` with the new appointment; `appointmentNotFound` when the old
 * one is not the patient's upcoming reservation; `deadlineExceeded` when it is past its
 * cancellation window (the same rule as cancelling); `appointmentNotAvailable` when the new time
 * is taken, gone, or not one the booking's payer may take (another service, organisation or
 * customer type); `kela65AgeLimit` for a 65+ visit on a day the patient is under 65.
 */
export const MoveAppointmentResponseSchema = v.variant('type', [
  v.object({ type: v.literal('success'), appointmentId: IdSchema, startDate: v.pipe(v.string(), v.isoTimestamp()) }),
  v.object({ type: v.literal('deadlineExceeded'), cancellationHours: v.pipe(v.number(), v.integer()) }),
  v.object({ type: v.picklist(['appointmentNotFound', 'appointmentNotAvailable', 'kela65AgeLimit']) }),
]);
export type MoveAppointmentResponse = v.InferOutput<typeof MoveAppointmentResponseSchema>;
