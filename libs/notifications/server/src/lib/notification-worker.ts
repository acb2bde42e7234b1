import type { AppointmentNoticeJob, Database, EarlierTimeNoticeJob, JobData, JobQueue, MessageNoticeJob } from '@portal/shared/db';
import type { ApiConfig, SmsSender } from '@portal/shared/server';
import { brandNames } from '@portal/shared/util';
import { lookUpAppointmentNotice, recipientsOf } from './appointment-notices';
import { appointmentCalendar } from './calendar/appointment-calendar';
import { claimDelivery, markDelivered, markRefused, releaseDelivery } from './deliveries';
import type { MailSender } from './mail/mailer';
import { MailNotSent } from './mail/mailer';
import { lookUpEarlierTimeNotice } from './earlier-time-notices';
import { lookUpMessageNotice } from './message-notices';
import { renderAppointmentMail } from './messages/appointment-mail';
import { earlierTimeOfferSms, renderEarlierTimeOfferMail } from './messages/earlier-time-offer';
import { appointmentSms } from './messages/appointment-sms';
import { renderMessageNoticeMail } from './messages/message-notice-mail';
import { messageNoticeSms } from './messages/message-notice-sms';

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
 * A mail server's answer that the recipient's address will never take mail (RFC 5321: 501 a bad
 * address, 550 no such mailbox, 551 not local, 553 a name not allowed). Sending again cannot help.
 * Other refusals (a full mailbox, the server's own trouble, a login refused) may pass later.
 */
const PERMANENT_REFUSALS: ReadonlySet<number> = new Set([501, 550, 551, 553]);

function permanentRefusalOf(error: unknown): number | null {
  return error instanceof MailNotSent && error.responseCode !== undefined && PERMANENT_REFUSALS.has(error.responseCode) ? error.responseCode : null;
}

/**
 * Sends one notice once: claimed under `key` (notification_deliveries), sent, recorded with what
 * follows from it (`afterwards`, in the same transaction). A send that fails lets the claim go and
 * throws, and the queue tries again with its backoff; an address refused for good is recorded as
 * refused, with what follows, and not tried again.
 */
async function deliverOnce(deps: NotificationWorkerDeps, key: string, send: () => Promise<void>, afterwards?: (tx: Database) => Promise<void>): Promise<DeliveryOutcome> {
  const { db, now } = deps;
  const claim = await claimDelivery(db, key, now());
  if (claim === 'alreadySent') return 'alreadySent';
  if (claim === 'refused') return 'skipped:refused';
  if (claim === 'claimedElsewhere') throw new DeliveryInProgress('The notice is being sent by another worker');
  let refusedCode: number | null = null;
  try {
    await send();
  } catch (error) {
    refusedCode = permanentRefusalOf(error);
    if (refusedCode === null) {
      await releaseDelivery(db, key);
      throw error;
    }
  }
  await db.transaction(async (tx) => {
    if (refusedCode === null) await markDelivered(tx, key, now());
    else await markRefused(tx, key, refusedCode);
    await afterwards?.(tx);
  });
  return refusedCode === null ? 'sent' : 'skipped:refused';
}

/** A text message waits at most this long at the gateway: a notice hours late is no help. */
const SMS_VALID_SECONDS = 6 * 3_600;

/**
 * One notice about an appointment: looked up as the appointment is now, sent once by e-mail over
 * SMTP with its calendar entry and once by text message, each as the patient's choices say
 * (recipientsOf). A confirmation (or a move's notice) plans the reminder, in the same transaction
 * as the record of its mail (or, with no mail to send, of its text). The outcome is the mail's, or
 * the text's when no mail goes; a text that fails fails the job too, and the retry finds the mail
 * sent.
 */
export async function deliverAppointmentNotice(deps: NotificationWorkerDeps, job: AppointmentNoticeJob): Promise<DeliveryOutcome> {
  const { now } = deps;
  const found = await lookUpAppointmentNotice(deps.db, deps.config, job, now());
  if (found.type === 'skip') return `skipped:${found.reason}`;
  const { notice } = found;
  const { to, smsTo } = await recipientsOf(deps.db, found);
  if (to === null && smsTo === null) return found.emailAddress === null && notice.kind === 'confirmation' ? 'skipped:noAddress' : 'skipped:notWanted';
  const key = `appointment:${notice.appointmentId}:${notice.kind}:${notice.sequence}`;
  const planReminder = async (tx: Database) => {
    // The confirmation, or the notice of a move, plans the reminder of the time it names.
    if (notice.kind !== 'confirmation' && notice.kind !== 'change') return;
    const remindAt = new Date(notice.start.getTime() - deps.reminderHoursBefore * hour);
    // Booked closer than the reminder's lead: the confirmation is the reminder.
    if (remindAt > now()) await deps.jobs.send(tx, 'notification', { ...job, kind: 'reminder' }, { startAfter: remindAt });
  };
  let outcome: DeliveryOutcome | null = null;
  if (to !== null) {
    const mail = renderAppointmentMail(notice);
    const calendar = appointmentCalendar(notice, {
      organizer: { name: brandNames[notice.brand][notice.language], email: deps.fromAddress },
      attendeeEmail: to,
      stamp: now(),
    });
    outcome = await deliverOnce(deps, `${key}:email`, () => deps.mail.send({ to, from: deps.from, ...mail, icalEvent: calendar }), planReminder);
  }
  if (smsTo !== null) {
    const texted = await deliverOnce(
      deps,
      `${key}:sms`,
      () => deps.sms.send({ to: smsTo, body: appointmentSms(notice), validForSeconds: SMS_VALID_SECONDS }),
      // Without a mail, the text's record plans the reminder.
      to === null ? planReminder : undefined,
    );
    outcome ??= texted;
  }
  return outcome ?? 'skipped:notWanted';
}

/** The notice of a care team's message: that there is one, once per message and channel, as the patient chose. */
export async function deliverMessageNotice(deps: NotificationWorkerDeps, job: MessageNoticeJob): Promise<DeliveryOutcome> {
  const found = await lookUpMessageNotice(deps.db, deps.config, job);
  if (found.type === 'skip') return `skipped:${found.reason}`;
  const { to, smsTo, notice } = found;
  let outcome: DeliveryOutcome | null = null;
  if (to !== null) {
    const mail = renderMessageNoticeMail(notice);
    outcome = await deliverOnce(deps, `message:${job.messageId}:email`, () => deps.mail.send({ to, from: deps.from, ...mail }));
  }
  if (smsTo !== null) {
    const texted = await deliverOnce(deps, `message:${job.messageId}:sms`, () => deps.sms.send({ to: smsTo, body: messageNoticeSms(notice), validForSeconds: SMS_VALID_SECONDS }));
    outcome ??= texted;
  }
  return outcome ?? 'skipped:notWanted';
}

/**
 * The offer of an earlier time, once per offer and channel, by the channels the request chose,
 * while the time is still held for the patient. A text waits at the gateway no longer than the hold.
 */
export async function deliverEarlierTimeNotice(deps: NotificationWorkerDeps, job: EarlierTimeNoticeJob): Promise<DeliveryOutcome> {
  const found = await lookUpEarlierTimeNotice(deps.db, deps.config, job, deps.now());
  if (found.type === 'skip') return `skipped:${found.reason}`;
  const { to, smsTo, notice } = found;
  let outcome: DeliveryOutcome | null = null;
  if (to !== null) {
    const mail = renderEarlierTimeOfferMail(notice);
    outcome = await deliverOnce(deps, `earlier-time:${job.offerId}:email`, () => deps.mail.send({ to, from: deps.from, ...mail }));
  }
  if (smsTo !== null) {
    const validForSeconds = Math.max(60, Math.floor((notice.heldUntil.getTime() - deps.now().getTime()) / 1000));
    const texted = await deliverOnce(deps, `earlier-time:${job.offerId}:sms`, () => deps.sms.send({ to: smsTo, body: earlierTimeOfferSms(notice), validForSeconds }));
    outcome ??= texted;
  }
  return outcome ?? 'skipped:notWanted';
}

/** Any notice the queue holds. */
export function deliverNotice(deps: NotificationWorkerDeps, job: JobData['notification']): Promise<DeliveryOutcome> {
  if (job.about === 'appointment') return deliverAppointmentNotice(deps, job);
  if (job.about === 'earlierTime') return deliverEarlierTimeNotice(deps, job);
  return deliverMessageNotice(deps, job);
}
