import { createTransport } from 'nodemailer';

/** One mail to send: the HTML and plain-text parts, files, and a calendar entry. */
export interface OutgoingMail {
  to: string;
  /** `address@domain` or `Name <address@domain>` (senderOf). */
  from: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
  /**
   * A calendar entry: sent as the message's text/calendar alternative, which calendar-aware
   * clients offer to add (or, for CANCEL, to remove), and as an .ics file for the rest.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; content: string; filename: string };
}

/** Sends mail: through the configured mail server, or in development the local SMTP server (dev-smtp-server.ts). */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/**
 * The mail server refused the message or did not answer. The message carries the SMTP reply code
 * and nodemailer's error code (ETIMEDOUT, EENVELOPE...) only: a server's reply text, and
 * nodemailer's own messages, may quote the recipient's address.
 */
export class MailNotSent extends Error {
  override readonly name = 'MailNotSent';
  constructor(
    message: string,
    /** The SMTP reply code (550, 421...), when the server answered. */
    readonly responseCode?: number,
    /** nodemailer's code of the failure (ECONNECTION, ETIMEDOUT, EAUTH, EENVELOPE...). */
    readonly reason?: string,
  ) {
    super(message);
  }
}

/**
 * A stuck server may not hold a notification job forever: ten seconds each to connect, to greet
 * and of silence on the connection (nodemailer's defaults are minutes). A message still being
 * written is not silence.
 */
const TIMEOUT_MS = 10_000;

/** Connections to this machine itself: what they carry never crosses a network. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/**
 * The transport's options from the URL (SMTP_URL: isSmtpUrl has checked it). Not nodemailer's own
 * reading of a URL: given `{ url, ...options }`, createTransport keeps only what the URL says and
 * drops the timeouts.
 */
export function smtpTransportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? (secure ? 465 : 587) : Number(url.port),
    secure,
    // A patient's address and appointment never cross a network in plain text: on smtp: the
    // server must offer STARTTLS, except on this machine (the development server, a local relay).
    requireTLS: !secure && !isLoopback(url.hostname),
    ...(url.username === '' ? {} : { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    dnsTimeout: TIMEOUT_MS,
    // Nothing of ours reads files or addresses into a mail; a stray path in an attachment must not either.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** nodemailer's code when it is one (upper-case letters after E), never anything else of its error. */
function reasonOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^E[A-Z]{2,20}$/.test(code) ? code : undefined;
}

function responseCodeOf(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && Number.isInteger(code) && code >= 200 && code < 600 ? code : undefined;
}

/** The failure in words of our own: the server's code and nodemailer's, and nothing the server said. */
function notSent(error: unknown): MailNotSent {
  const responseCode = responseCodeOf(error);
  const reason = reasonOf(error);
  const details = [responseCode === undefined ? null : `SMTP ${responseCode}`, reason ?? null].filter((part) => part !== null).join(', ');
  const what = responseCode === undefined ? 'The mail server did not take the message' : 'The mail server refused the message';
  return new MailNotSent(details === '' ? what : `${what}: ${details}`, responseCode, reason);
}

/** Sends through the mail server of SMTP_URL (or the development one), one connection a message. */
export function createSmtpSender(smtpUrl: string): MailSender {
  const transport = createTransport(smtpTransportOptions(smtpUrl));
  return {
    async send(mail) {
      let rejected: number;
      try {
        const info = await transport.sendMail({
          to: mail.to,
          from: mail.from,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          ...(mail.attachments ? { attachments: mail.attachments.map(({ filename, content, contentType }) => ({ filename, content, contentType })) } : {}),
          ...(mail.icalEvent ? { icalEvent: { ...mail.icalEvent } } : {}),
        });
        rejected = info.rejected.length;
      } catch (error) {
        throw notSent(error);
      }
      // One recipient: a refusal is an error above. Should a server accept the message and still list
      // the address as refused, it did not go either.
      if (rejected > 0) throw new MailNotSent('The mail server refused the recipient');
    },
    async close() {
      transport.close();
    },
  };
}
