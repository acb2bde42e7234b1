import { findAppointments } from '@portal/appointments/records';
import type { AppointmentRecord } from '@portal/appointments/records';
import type { CheckInResult, PatientAppointmentList } from '@portal/appointments/contracts';
import { AppointmentIdParamSchema, AppointmentIdsParamSchema, ArrivalReasonRequestSchema } from '@portal/appointments/contracts';
import { LangQuerySchema } from '@portal/shared/contracts';
import type { Database, JobQueue } from '@portal/shared/db';
import { appointments } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { cancellationHoursOf, HttpProblem, notFound, parseInput, patientIdOf } from '@portal/shared/server';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerAnonymousAppointmentRoutes } from './anonymous-routes';
import { cancelAppointment } from './cancel';
import { checkIn } from './check-in';
import { toPatientAppointment, withArrivalReasonPrefix } from './mapping';
import { payableVisitFees } from '@portal/invoices/records';

export interface AppointmentRouteDeps {
  db: Database;
  config: ApiConfig;
  now: () => Date;
  jobs: JobQueue;
}

/** Nothing says whether an id exists when it is not the patient's: both are 'not found'. */
async function patientAppointment(db: Database, patientId: number, id: number): Promise<AppointmentRecord | undefined> {
  const [record] = await findAppointments(db, and(eq(appointments.id, id), eq(appointments.reservedByPatientId, patientId)));
  return record;
}

/** The patient's appointments (account doc sections 2-9) and the anonymous appointment link. */
export function registerAppointmentRoutes(app: FastifyInstance, deps: AppointmentRouteDeps): void {
  const { db, config, now, jobs } = deps;

  app.get('/api/patient-appointments', { config: { accessLog: { kind: 'appointments' } } }, async (request, reply): Promise<PatientAppointmentList> => {
    const { lang } = parseInput(LangQuerySchema, request.query);
    const patientId = patientIdOf(request);
    const at = now();
    // One that has started but not ended stays listed: the patient may still be on the way.
    const records = await findAppointments(
      db,
      and(
        eq(appointments.reservedByPatientId, patientId),
        isNull(appointments.cancelledAt),
        gt(sql`${appointments.startDate} + ${appointments.durationMinutes} * interval '1 minute'`, sql`${at.toISOString()}::timestamptz`),
      ),
    );
    reply.header('cache-control', 'no-store');
    return {
      // Upcoming ones only: no visit has happened whose fee could be payable.
      appointments: records.map((record) => toPatientAppointment(record, patientId, lang, at, cancellationHoursOf(config, record.appointment.organisationId), false)),
      cancellationHours: config.cancellationHours[config.brand],
    };
  });

  app.get('/api/patient-appointments/:ids', { config: { accessLog: { kind: 'appointments', record: 'ids' } } }, async (request, reply): Promise<PatientAppointmentList> => {
    const { ids } = parseInput(AppointmentIdsParamSchema, request.params);
    const { lang } = parseInput(LangQuerySchema, request.query);
    const patientId = patientIdOf(request);
    const at = now();
    const wanted = [...new Set(ids.split(',').map(Number))];
    const records = await findAppointments(db, and(inArray(appointments.id, wanted), eq(appointments.reservedByPatientId, patientId)));
    const first = records[0];
    if (!first) throw notFound();
    // A visit's fee is paid after it: only a page of appointments, some of them past, can hold one.
    const fees = await payableVisitFees(db, patientId, at);
    const withFee = new Set(fees.map(({ invoice }) => invoice.appointmentId));
    reply.header('cache-control', 'no-store');
    return {
      appointments: records.map((record) =>
        toPatientAppointment(record, patientId, lang, at, cancellationHoursOf(config, record.appointment.organisationId), withFee.has(record.appointment.id)),
      ),
      cancellationHours: cancellationHoursOf(config, first.appointment.organisationId),
    };
  });

  app.delete('/api/appointments/:id', { config: { accessLog: false } }, async (request) => {
    const { id } = parseInput(AppointmentIdParamSchema, request.params);
    return cancelAppointment(db, config, patientIdOf(request), Number(id), now(), jobs);
  });

  app.post('/api/appointments/check-in/:id', { config: { accessLog: false } }, async (request): Promise<CheckInResult> => {
    const { id } = parseInput(AppointmentIdParamSchema, request.params);
    const record = await patientAppointment(db, patientIdOf(request), Number(id));
    if (!record) throw notFound();
    return checkIn(db, record, now());
  });

  app.post('/api/appointments/:id/arrival-reason', { config: { accessLog: false } }, async (request) => {
    const { id } = parseInput(AppointmentIdParamSchema, request.params);
    const { arrivalReason } = parseInput(ArrivalReasonRequestSchema, request.body);
    const record = await patientAppointment(db, patientIdOf(request), Number(id));
    if (!record || record.appointment.cancelledAt) throw notFound();
    // The field is shown only for appointments at the clinic (account doc section 4).
    if (record.appointment.isRemote) {
      throw new HttpProblem(400, { type: 'ValidationError', details: [{ path: 'arrivalReason', message: 'Not taken for a remote appointment' }] });
    }
    await db
      .update(appointments)
      .set({ arrivalReason: withArrivalReasonPrefix(arrivalReason) })
      .where(eq(appointments.id, record.appointment.id));
    return { type: 'Success' as const };
  });

  registerAnonymousAppointmentRoutes(app, deps);
}
