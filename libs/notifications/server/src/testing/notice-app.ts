import type { DatabaseHandle, JobQueue } from '@portal/shared/db';
import { devMail, notificationDeliveries, openJobQueue, smsOutbox } from '@portal/shared/db';
import type { DomainPlugin, SmsSender } from '@portal/shared/server';
import { createOutboxSender } from '@portal/shared/server';
import type { AppointmentTestApp } from '@portal/shared/server/testing';
import { appointmentTestApp } from '@portal/shared/server/testing';
import { asc } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { simpleParser } from 'mailparser';
import type { DevSmtpServer } from '../lib/mail/dev-smtp-server';
import { startDevSmtpServer } from '../lib/mail/dev-smtp-server';
import type { MailSender } from '../lib/mail/mailer';
import { createSmtpSender } from '../lib/mail/mailer';
import type { NotificationWorkerDeps } from '../lib/notification-worker';

/**
 * The notices' tests' world: the appointments' test app, the development SMTP server with a real
 * SMTP sender to it, the SMS outbox and a job queue that does not work its jobs.
 */
export interface NoticeTestApp {
  c: AppointmentTestApp;
  /** The sender to the development SMTP server (after setUp). */
  smtp(): MailSender;
  /** The job queue the notices write their follow-up jobs to (after setUp). */
  jobs(): JobQueue;
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  /** The appointments' reset, and no mail, delivery or text message of the test before. */
  reset(): Promise<void>;
  /** What the worker needs, with the SMTP sender and the outbox unless others are given. */
  deps(mail?: MailSender, sms?: SmsSender): NotificationWorkerDeps;
  /** The mails the SMTP server received, oldest first, parsed. */
  received(): Promise<{ recipients: string[]; mail: ParsedMail }[]>;
}

export function noticeTestApp(
  open: () => Promise<DatabaseHandle>,
  domains: readonly DomainPlugin[] = [],
  options: { onJobError?: (error: unknown) => void } = {},
): NoticeTestApp {
  const c = appointmentTestApp(open, domains);
  let server: DevSmtpServer | undefined;
  let smtp: MailSender | undefined;
  let jobs: JobQueue | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('noticeTestApp: call setUp first');
    return value;
  };
  return {
    c,
    smtp: () => started(smtp),
    jobs: () => started(jobs),
    setUp: async () => {
      await c.setUp();
      server = await startDevSmtpServer(c.database.db, () => c.t.clock.now);
      smtp = createSmtpSender(server.url);
      jobs = await openJobQueue(c.database.queueDatabase, { work: false, onError: options.onJobError ?? (() => undefined) });
    },
    tearDown: async () => {
      await jobs?.stop();
      await smtp?.close();
      await server?.close();
      await c.tearDown();
    },
    reset: async () => {
      await c.reset();
      await c.database.db.delete(devMail);
      await c.database.db.delete(notificationDeliveries);
      await c.database.db.delete(smsOutbox);
    },
    deps: (mail, sms) => ({
      db: c.database.db,
      config: c.t.config,
      now: () => c.t.clock.now,
      jobs: started(jobs),
      mail: mail ?? started(smtp),
      sms: sms ?? createOutboxSender(c.database.db, () => c.t.clock.now),
      from: 'Kajo <no-reply@portal.invalid>',
      fromAddress: 'no-reply@portal.invalid',
      reminderHoursBefore: 24,
    }),
    received: async () => {
      const rows = await c.database.db.select().from(devMail).orderBy(asc(devMail.id));
      return Promise.all(rows.map(async (row) => ({ recipients: row.recipients, mail: await simpleParser(row.raw) })));
    },
  };
}
