import type { Database } from '@portal/shared/db';
import { deleteRows, devMail } from '@portal/shared/db';
import { lt } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import type { SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import { SMTPServer } from 'smtp-server';

/** The development mailbox keeps a week: long enough to look back at a flow, short enough not to pile up. */
const KEEP_DEV_MAIL_MS = 7 * 24 * 3_600_000;
/** The notices are a few tens of kilobytes; ten megabytes leaves room for attachments and stops a runaway. */
export const DEV_MAIL_MAX_BYTES = 10 * 1024 * 1024;

/** The local SMTP server: its `smtp://` address, for createSmtpSender. */
export interface DevSmtpServer {
  url: string;
  close(): Promise<void>;
}

/** An error with the reply code the SMTP client is given. */
function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/**
 * The development environment's mail server: every message it is given is kept in `dev_mail` and
 * shown on `/dev-mail`, and none goes further. It listens on this machine's loopback only, on a port
 * the system picks, without TLS or sign-in: only the API itself (createSmtpSender with the returned
 * url) and tests on this machine send to it.
 */
export async function startDevSmtpServer(db: Database, now: () => Date): Promise<DevSmtpServer> {
  async function store(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
    const raw = await readAll(stream);
    // The server itself answers 552 to a message over the limit; a part of one is not kept.
    if (stream.sizeExceeded) throw smtpError(552, 'Message too large');
    const { mailFrom, rcptTo } = session.envelope;
    await db.insert(devMail).values({
      receivedAt: now(),
      envelopeFrom: mailFrom ? mailFrom.address.toLowerCase() : null,
      recipients: rcptTo.map((recipient) => recipient.address.toLowerCase()),
      // nodemailer writes 7-bit text (quoted-printable, base64), or UTF-8 with SMTPUTF8.
      raw: raw.toString('utf8'),
    });
  }

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    size: DEV_MAIL_MAX_BYTES,
    logger: false,
    // Closing waits this long for a client still sending before cutting it off.
    closeTimeout: 5_000,
    onData(stream, session, callback) {
      store(stream, session).then(
        () => callback(),
        (error: unknown) => callback(error instanceof Error && 'responseCode' in error ? error : smtpError(451, 'The message could not be stored')),
      );
    },
  });
  // A client that drops its connection is that client's failure; the API goes on.
  server.on('error', () => undefined);

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Removes the development mail older than a week; returns how many. */
export async function purgeDevMail(db: Database, at: Date): Promise<number> {
  return deleteRows(db, devMail, lt(devMail.receivedAt, new Date(at.getTime() - KEEP_DEV_MAIL_MS)));
}
