import type { AppointmentNoticeJob, Database, JobData, JobQueue, MessageNoticeJob } from '@portal/shared/db';
import type { ApiConfig, SmsSender } from '@portal/shared/server';
import { brandNames } from '@portal/shared/util';
import { lookUpAppointmentNotice } from './appointment-notices';
import { appointmentCalendar } from './calendar/appointment-calendar';
import { claimDelivery, markDelivered, releaseDelivery } from './deliveries';
import type { MailSender } from './mail/mailer';
import { lookUpMessageNotice } from './message-notices';
import { renderAppointmentMail } from './messages/appointment-mail';
import { appointmentSms } from './messages/appointment-sms';
import { renderMessageNoticeMail } from './messages/message-notice-mail';

const hour = 3_600_000;

export interface NotificationWorkerDeps {
  db: Database;
  config: ApiConfig;
  now: () => Date;
  jobs: JobQueue;
  mail: MailSender;
  /** Text messages: the SMS gateway, or the development outbox. */
  sms: SmsSender;
  /** The sender of every mail (MAIL_FROM, or the brand's name in development). */
  from: string;
  /** The sender's bare address: the calendar entry's organiser. */
  fromAddress: string;
  reminderHoursBefore: number;
}

/** What became of one job, for its log line and the tests. */
export type DeliveryOutcome = 'sent' | 'alreadySent' | `skipped:${string}`;

/** Thrown to have the queue try the job again later: another process is sending the same notice. */
export class DeliveryInProgress extends Error {
  override readonly name = 'DeliveryInProgress';
}

/**
 * Sends one notice once: claimed under `key` (notification_deliveries), sent, recorded with what
 * follows from it (`afterSent`, in the same transaction). A send that fails lets the claim go and
 * throws, and the queue tries again with its backoff.
 */
async function deliverOnce(deps: NotificationWorkerDeps, key: string, send: () => Promise<void>, afterSent?: (tx: Database) => Promise<void>): Promise<DeliveryOutcome> {
  const { db, now } = deps;
  const claim = await claimDelivery(db, key, now());
  if (claim === 'alreadySent') return 'alreadySent';
  if (claim === 'claimedElsewhere') throw new DeliveryInProgress('The notice is being sent by another worker');
  try {
    await send();
  } catch (error) {
    await releaseDelivery(db, key);
    throw error;
  }
  await db.transaction(async (tx) => {
    await markDelivered(tx, key, now());
    await afterSent?.(tx);
  });
  return 'sent';
}

/** A text message waits at most this long at the gateway: a notice hours late is no help. */
const SMS_VALID_SECONDS = 6 * 3_600;

/**
 * One notice about an appointment: looked up as the appointment is now, sent once by e-mail over
 * SMTP with its calendar entry, and once by text message when the patient allows booking texts.
 * A confirmation plans the reminder, in the same transaction as the record of its mail. The
 * outcome is the mail's; a text that fails fails the job too, and the retry finds the mail sent.
 */
export async function deliverAppointmentNotice(deps: NotificationWorkerDeps, job: AppointmentNoticeJob): Promise<DeliveryOutcome> {
  const { now } = deps;
  const found = await lookUpAppointmentNotice(deps.db, deps.config, job, now());
  if (found.type === 'skip') return `skipped:${found.reason}`;
  const { notice, to } = found;
  const mail = renderAppointmentMail(notice);
  const calendar = appointmentCalendar(notice, {
    organizer: { name: brandNames[notice.brand][notice.language], email: deps.fromAddress },
    attendeeEmail: to,
    stamp: now(),
  });
  const key = `appointment:${notice.appointmentId}:${notice.kind}:${notice.sequence}`;
  const emailed = await deliverOnce(
    deps,
    `${key}:email`,
    () => deps.mail.send({ to, from: deps.from, ...mail, icalEvent: calendar }),
    async (tx) => {
      if (notice.kind !== 'confirmation') return;
      const remindAt = new Date(notice.start.getTime() - deps.reminderHoursBefore * hour);
      // Booked closer than the reminder's lead: the confirmation is the reminder.
      if (remindAt > now()) await deps.jobs.send(tx, 'notification', { ...job, kind: 'reminder' }, { startAfter: remindAt });
    },
  );
  const smsTo = found.smsTo;
  if (smsTo !== null) {
    await deliverOnce(deps, `${key}:sms`, () => deps.sms.send({ to: smsTo, body: appointmentSms(notice), validForSeconds: SMS_VALID_SECONDS }));
  }
  return emailed;
}

/** The notice of a care team's message: that there is one, by e-mail, once per message. */
export async function deliverMessageNotice(deps: NotificationWorkerDeps, job: MessageNoticeJob): Promise<DeliveryOutcome> {
  const found = await lookUpMessageNotice(deps.db, deps.config, job);
  if (found.type === 'skip') return `skipped:${found.reason}`;
  const mail = renderMessageNoticeMail(found.notice);
  return deliverOnce(deps, `message:${job.messageId}:email`, () => deps.mail.send({ to: found.to, from: deps.from, ...mail }));
}

/** Any notice the queue holds. */
export function deliverNotice(deps: NotificationWorkerDeps, job: JobData['notification']): Promise<DeliveryOutcome> {
  return job.about === 'appointment' ? deliverAppointmentNotice(deps, job) : deliverMessageNotice(deps, job);
}
