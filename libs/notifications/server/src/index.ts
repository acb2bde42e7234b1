import type { DomainPlugin } from '@portal/shared/server';
import { configOf, createSmsSender, smsGatewayConfig, withConfig } from '@portal/shared/server';
import { registerCalendarRoutes } from './lib/calendar/calendar-routes';
import { purgeDeliveries } from './lib/deliveries';
import { registerDevMailPages } from './lib/mail/dev-mail-page';
import { purgeDevMail, startDevSmtpServer } from './lib/mail/dev-smtp-server';
import { mailConfig, senderAddress, senderOf } from './lib/mail/mail-config';
import { createSmtpSender } from './lib/mail/mailer';
import { deliverNotice } from './lib/notification-worker';
import { reminderConfig } from './lib/reminder-config';

export { DEV_MAIL_PATH } from './lib/mail/dev-mail-page';
export { mailConfig } from './lib/mail/mail-config';
export { reminderConfig } from './lib/reminder-config';

/**
 * The notices the portal sends a patient: an appointment's confirmation, reminder and cancellation
 * by e-mail with a calendar entry (and by text message when the patient allows booking texts), and
 * that a message from the care team waits. Other domains write a `notification` job in the
 * transaction of the change that causes it (booking's reservation, appointments' cancellation,
 * messaging's care-team answer); this domain works the queue where the server works jobs
 * (`jobWorkers`): looks the record up as it is then, sends through SMTP (SMTP_URL; in development a
 * local SMTP server inside the process, whose mail `/dev-mail` shows) and the SMS gateway, and
 * records that each went (notification_deliveries). It also serves the appointment's calendar
 * entry as a file ("Add to calendar"), and the offer of an earlier time (booking's earlier times).
 */
export const notificationsServer: DomainPlugin = withConfig(async (app, deps) => {
  const { db, config, now, jobs } = deps;
  const mail = configOf(config, mailConfig);
  if (config.environment === 'development') {
    registerDevMailPages(app, { db });
    app.addPurgeTask({ name: 'developmentMail', run: () => purgeDevMail(db, now()) });
  }
  app.addPurgeTask({ name: 'notificationDeliveries', run: () => purgeDeliveries(db, now()) });
  const from = senderOf(mail, config.brand);
  registerCalendarRoutes(app, { db, config, now, organizerEmail: senderAddress(from) });
  if (!jobs.working) return;

  // Production refuses to start without SMTP_URL (mail-config.ts): the local server is development's.
  const local = mail.smtpUrl === null ? await startDevSmtpServer(db, now) : null;
  const sender = createSmtpSender(mail.smtpUrl ?? local?.url ?? '');
  app.addHook('onClose', async () => {
    await sender.close();
    await local?.close();
  });
  const { hoursBefore } = configOf(config, reminderConfig);
  // Booking texts leave through the SMS gateway, or in development the outbox (/dev-sms), as codes do.
  const { sender: sms } = createSmsSender(config, db, now);
  await jobs.work('notification', async (job) => {
    const outcome = await deliverNotice(
      { db, config, now, jobs, mail: sender, sms, from, fromAddress: senderAddress(from), reminderHoursBefore: hoursBefore },
      job.data,
    );
    // Ids and kinds only: the address and the appointment's details stay out of the log.
    const about =
      job.data.about === 'appointment'
        ? { appointment: job.data.appointmentId, kind: job.data.kind }
        : job.data.about === 'earlierTime'
          ? { earlierTimeOffer: job.data.offerId }
          : { message: job.data.messageId };
    app.log.info({ job: job.id, ...about, outcome }, 'notification job done');
  });
}, [mailConfig, reminderConfig, smsGatewayConfig]);
