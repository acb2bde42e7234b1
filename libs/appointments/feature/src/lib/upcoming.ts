import type { AnonymousAppointment } from '@portal/appointments/contracts';

/**
 * Whether an appointment is still to come and live: what its calendar file is offered for (the
 * server answers 404 for a cancelled or past one).
 */
export function isUpcoming(appointment: Pick<AnonymousAppointment, 'isCancelled' | 'hasAppointeeCanceled' | 'startDate'>, now = Date.now()): boolean {
  return !appointment.isCancelled && !appointment.hasAppointeeCanceled && new Date(appointment.startDate).getTime() > now;
}
