import { AnonymousAppointmentIdSchema } from '@portal/appointments/contracts';
import { LangQuerySchema } from '@portal/shared/contracts';
import type { Database } from '@portal/shared/db';
import { appointments } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { notFound, parseInput, patientIdOf } from '@portal/shared/server';
import { brandNames } from '@portal/shared/util';
import type { SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { lookUpAppointmentNotice } from '../appointment-notices';
import { appointmentCalendar } from './appointment-calendar';

const IdParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) });
const AnonymousParamsSchema = v.object({ anonymousId: AnonymousAppointmentIdSchema });

export interface CalendarRouteDeps {
  db: Database;
  config: ApiConfig;
  now: () => Date;
  /** The calendar entry's organiser: the brand at the notices' sender address. */
  organizerEmail: string;
}

/**
 * "Add to calendar" (issue 43): the appointment's calendar entry as a file, the same entry its mails
 * carry (one UID, the current SEQUENCE), for an appointment still to come and not cancelled. The
 * signed-in patient's (or a child's they act for) by id; anyone's with the anonymous link, which is
 * as unguessable as the view it belongs to. Anything else is 404, whether it exists or not.
 */
export function registerCalendarRoutes(app: FastifyInstance, deps: CalendarRouteDeps): void {
  const { db, config, now } = deps;

  async function send(request: FastifyRequest, reply: FastifyReply, where: SQL, audience: 'anonymous' | 'signedIn', lang: 'fi' | 'sv' | 'en', ownerId?: number) {
    const [row] = await db
      .select({ id: appointments.id, patientId: appointments.reservedByPatientId, sequence: appointments.calendarSequence })
      .from(appointments)
      .where(where);
    if (!row || row.patientId === null || (ownerId !== undefined && row.patientId !== ownerId)) throw notFound();
    const job = { about: 'appointment', appointmentId: row.id, kind: 'confirmation', sequence: row.sequence, audience } as const;
    // The page's language, not the booking's: the patient is reading the page now.
    const found = await lookUpAppointmentNotice(db, config, job, now(), lang);
    if (found.type !== 'found') throw notFound();
    // The anonymous link has no session to name whose appointment this is: the access log takes its patient from here.
    if (audience === 'anonymous') request.accessLogSubject = row.patientId;
    const calendar = appointmentCalendar(found.notice, {
      organizer: { name: brandNames[config.brand][lang], email: deps.organizerEmail },
      stamp: now(),
      download: true,
    });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${calendar.filename}"`)
      .header('cache-control', 'no-store')
      .send(calendar.content);
  }

  app.get('/api/appointments/:id/calendar', { config: { accessLog: { kind: 'appointment', record: 'id' } } }, async (request, reply) => {
    const { lang } = parseInput(LangQuerySchema, request.query);
    const params = v.safeParse(IdParamsSchema, request.params);
    if (!params.success) throw notFound();
    return send(request, reply, eq(appointments.id, params.output.id), 'signedIn', lang, patientIdOf(request));
  });

  app.get('/api/anon/appointments/:anonymousId/calendar', { config: { access: 'public', accessLog: { kind: 'appointment' } } }, async (request, reply) => {
    const { lang } = parseInput(LangQuerySchema, request.query);
    const params = v.safeParse(AnonymousParamsSchema, request.params);
    if (!params.success) throw notFound();
    return send(request, reply, eq(appointments.anonymousLinkId, params.output.anonymousId), 'anonymous', lang);
  });
}
