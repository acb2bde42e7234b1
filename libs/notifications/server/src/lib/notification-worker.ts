import type { Database, JobData, JobQueue } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { brandNames } from '@portal/shared/util';
import type { FastifyBaseLogger } from 'fastify';
import { lookUpAppointmentNotice } from './appointment-notices';
import { appointmentCalendar } from './calendar/appointment-calendar';
import { claimDelivery, markDelivered, releaseDelivery } from './deliveries';
import type { MailSender } from './mail/mailer';
import { renderAppointmentMail } from './messages/appointment-mail';

const hour = 3_600_000;

export interface NotificationWorkerDeps {
  db: Database;
  config: ApiConfig;
  now: () => Date;
  jobs: JobQueue;
  mail: MailSender;
  /** The sender of every mail (MAIL_FROM, or the brand's name in development). */
  from: string;
  /** The sender's bare address: the calendar entry's organiser. */
  fromAddress: string;
  reminderHoursBefore: number;
  log: FastifyBaseLogger;
}

/** What became of one job, for its log line and the tests. */
export type DeliveryOutcome = 'sent' | 'alreadySent' | `skipped:${string}`;

/** Thrown to have the queue try the job again later: another process is sending the same notice. */
export class DeliveryInProgress extends Error {
  override readonly name = 'DeliveryInProgress';
}

/**
 * One notice about an appointment, by e-mail: looked up as the appointment is now, claimed (so it
 * goes once), sent over SMTP with its calendar entry, recorded. A confirmation then plans the
 * reminder, in the same transaction as the record of its sending. A send that fails lets the claim
 * go and throws: the queue tries again with its backoff.
 */
export async function deliverAppointmentNotice(deps: NotificationWorkerDeps, job: JobData['notification']): Promise<DeliveryOutcome> {
  const { db, now } = deps;
  const found = await lookUpAppointmentNotice(db, deps.config, job, now());
  if (found.type === 'skip') return `skipped:${found.reason}`;
  const { notice, to } = found;
  const key = `appointment:${notice.appointmentId}:${notice.kind}:${notice.sequence}:email`;
  const claim = await claimDelivery(db, key, now());
  if (claim === 'alreadySent') return 'alreadySent';
  if (claim === 'claimedElsewhere') throw new DeliveryInProgress('The notice is being sent by another worker');

  const mail = renderAppointmentMail(notice);
  const calendar = appointmentCalendar(notice, {
    organizer: { name: brandNames[notice.brand][notice.language], email: deps.fromAddress },
    attendeeEmail: to,
    stamp: now(),
  });
  try {
    await deps.mail.send({ to, from: deps.from, ...mail, icalEvent: calendar });
  } catch (error) {
    await releaseDelivery(db, key);
    throw error;
  }
  await db.transaction(async (tx) => {
    await markDelivered(tx, key, now());
    if (notice.kind === 'confirmation') {
      const remindAt = new Date(notice.start.getTime() - deps.reminderHoursBefore * hour);
      // Booked closer than the reminder's lead: the confirmation is the reminder.
      if (remindAt > now()) {
        await deps.jobs.send(tx, 'notification', { ...job, kind: 'reminder' }, { startAfter: remindAt });
      }
    }
  });
  return 'sent';
}
