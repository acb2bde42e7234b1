import { addFreeTime, findAppointments, freeCopyOf } from '@portal/appointments/records';
import type { Database, JobQueue } from '@portal/shared/db';
import { appointments, persons } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { forbidden, helsinkiTime, html, HttpProblem, notFound, parseInput, sendPage } from '@portal/shared/server';
import { helsinkiInstant } from '@portal/shared/util';
import { and, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { ClinicCancelOutcome } from '../clinic-cancel';
import { cancelByClinic } from '../clinic-cancel';

export const DEV_CLINIC_PATH = '/dev-clinic';

/** The reserved times the page lists: those starting within this many days. */
const LISTED_DAYS = 30;

const Id = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number));
const CancelParams = v.object({ id: Id });
/** A new time like an existing one (its practitioner, clinic, service and payers), at another start. */
const AddForm = v.object({
  likeId: Id,
  day: v.pipe(v.string(), v.isoDate()),
  time: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
});
const Added = v.object({ added: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/))) });
const Outcome = v.object({ outcome: v.optional(v.picklist(['cancelled', 'notFound', 'alreadyCancelled', 'checkedIn', 'started'])) });

const outcomeTexts: Record<ClinicCancelOutcome, string> = {
  cancelled: 'The appointment is cancelled. The patient is sent the cancellation notice with a link to book a new time.',
  notFound: 'No reserved appointment has that id.',
  alreadyCancelled: 'The appointment was cancelled already.',
  checkedIn: 'The patient has checked in: the visit is on.',
  started: 'The appointment has started.',
};


function addForm(added: string | undefined) {
  return html`<h2>Add a free time</h2><p>A new time like an existing one (its practitioner, clinic, service and payers), at another start: it is offered first to the patients waiting for a time.</p>${added ? html`<p role="status" class="notice">Time ${added} added.</p>` : html``}<form method="post" action="${DEV_CLINIC_PATH}/add"><p><label for="likeId">Like the time (id)</label> <input id="likeId" name="likeId" inputmode="numeric" required></p><p><label for="day">Day</label> <input id="day" name="day" type="date" required></p><p><label for="time">Start (Helsinki time)</label> <input id="time" name="time" type="time" required></p><p><button type="submit">Add the time</button></p></form>`;
}

/**
 * The clinic's side of its appointments in the development environment, where no clinic system is
 * connected: the reserved times of the next days, each with a button that cancels it on the
 * clinic's behalf (cancelByClinic), so the clinic's cancellation notice can be seen on `/dev-mail`
 * and `/dev-sms`; and a form that adds a free time like an existing one (addFreeTime), offered first
 * to the patients waiting for a time. Every form post must come from our own origin.
 */
export function registerDevClinicPages(app: FastifyInstance, deps: { db: Database; config: ApiConfig; now: () => Date; jobs: JobQueue }): void {
  const { db, config, now, jobs } = deps;

  app.get(DEV_CLINIC_PATH, async (request, reply) => {
    const { outcome } = parseInput(Outcome, request.query);
    const { added } = parseInput(Added, request.query);
    const at = now();
    const records = await findAppointments(
      db,
      and(
        isNotNull(appointments.reservedByPatientId),
        isNull(appointments.cancelledAt),
        gt(appointments.startDate, at),
        lt(appointments.startDate, new Date(at.getTime() + LISTED_DAYS * 86_400_000)),
      ),
    );
    const patientIds = [...new Set(records.flatMap(({ appointment }) => (appointment.reservedByPatientId === null ? [] : [appointment.reservedByPatientId])))];
    const patients = patientIds.length === 0 ? [] : await db.select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName }).from(persons).where(inArray(persons.id, patientIds));
    const nameOf = (id: number | null) => {
      const person = patients.find((row) => row.id === id);
      return person ? `${person.firstName} ${person.lastName}` : '–';
    };
    const rows = records.map(
      ({ appointment, clinic, practitioner, kind }) =>
        html`<tr><td>${helsinkiTime(appointment.startDate)}</td><td>${clinic.cmsContent.name.en}</td><td>${practitioner.name}</td><td>${kind.title.en}</td><td>${nameOf(appointment.reservedByPatientId)}</td><td>${appointment.checkedInAt ? html`Checked in` : html`<form method="post" action="${DEV_CLINIC_PATH}/cancel/${appointment.id}"><button class="secondary" type="submit" aria-label="Cancel the appointment ${appointment.id} on the clinic's behalf">Cancel</button></form>`}</td></tr>`,
    );
    const table = html`<table><caption>Reserved times of the next ${LISTED_DAYS} days</caption><thead><tr><th scope="col">Start</th><th scope="col">Clinic</th><th scope="col">Practitioner</th><th scope="col">Service</th><th scope="col">Patient</th><th scope="col">Action</th></tr></thead><tbody>${rows}</tbody></table>`;
    return sendPage(
      reply,
      'en',
      'Clinic (development environment)',
      html`<h1>Clinic (development environment)</h1><p class="notice">No clinic system is connected in the development environment: cancel a reserved time here as the clinic would, and the patient is sent the clinic's cancellation notice.</p>${outcome ? html`<p role="status" class="notice">${outcomeTexts[outcome]}</p>` : html``}${records.length === 0 ? html`<p>No reserved times in the next ${LISTED_DAYS} days.</p>` : table}${addForm(added)}`,
    );
  });

  // A time added as a clinic's calendar would add it: offered first to those waiting for one.
  app.post(`${DEV_CLINIC_PATH}/add`, async (request: FastifyRequest, reply) => {
    if (request.headers.origin !== config.publicOrigin) throw forbidden('origin');
    const { likeId, day, time } = parseInput(AddForm, request.body);
    const [like] = await db.select().from(appointments).where(eq(appointments.id, likeId));
    if (!like) throw notFound();
    const startDate = helsinkiInstant(day, time);
    if (startDate <= now()) throw new HttpProblem(400, { type: 'ValidationError', details: [{ path: 'day', message: 'A time still to come' }] });
    const id = await db.transaction((tx) => addFreeTime(tx, jobs, { ...freeCopyOf(like), startDate }));
    return reply.redirect(`${DEV_CLINIC_PATH}?added=${id}`, 303);
  });

  app.post(`${DEV_CLINIC_PATH}/cancel/:id`, async (request: FastifyRequest, reply) => {
    // A state change: from our own origin only, as under /api.
    if (request.headers.origin !== config.publicOrigin) throw forbidden('origin');
    const { id } = parseInput(CancelParams, request.params);
    const outcome = await cancelByClinic(db, jobs, id, now());
    return reply.redirect(`${DEV_CLINIC_PATH}?outcome=${outcome}`, 303);
  });
}
