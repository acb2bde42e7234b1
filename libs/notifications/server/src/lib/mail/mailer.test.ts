import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createSmtpSender, MailNotSent, smtpTransportOptions } from './mailer';

const mail = { to: 'maija.testinen@example.fi', from: 'Kajo <no-reply@portal.invalid>', subject: 'Aika vahvistettu', html: '<p>Hei</p>', text: 'Hei' };

/** An SMTP server on this machine that refuses every recipient, quoting the address, as real ones do. */
async function refusingServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on: one the system gave and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the SMTP sender', () => {
  it('reads the server, its credentials and the TLS it needs from the URL, with short timeouts', () => {
    expect(smtpTransportOptions('smtps://notices:S3cret%2Fpass%40x@smtp.example.fi')).toEqual(
      expect.objectContaining({ host: 'smtp.example.fi', port: 465, secure: true, requireTLS: false, auth: { user: 'notices', pass: 'S3cret/pass@x' } }),
    );
    // STARTTLS is required of a server elsewhere: no address or appointment goes over the network in plain text.
    expect(smtpTransportOptions('smtp://smtp.example.fi')).toEqual(expect.objectContaining({ host: 'smtp.example.fi', port: 587, secure: false, requireTLS: true }));
    expect(smtpTransportOptions('smtp://smtp.example.fi')).not.toHaveProperty('auth');
    for (const local of ['smtp://127.0.0.1:2525', 'smtp://localhost:1025', 'smtp://[::1]:25']) expect(smtpTransportOptions(local).requireTLS).toBe(false);
    expect(smtpTransportOptions('smtp://[::1]:25').host).toBe('::1');
    const options = smtpTransportOptions('smtp://smtp.example.fi:2525');
    expect(options.port).toBe(2525);
    for (const timeout of [options.connectionTimeout, options.greetingTimeout, options.socketTimeout]) expect(timeout).toBeLessThanOrEqual(15_000);
    expect(options).toEqual(expect.objectContaining({ disableFileAccess: true, disableUrlAccess: true }));
  });

  it('throws MailNotSent with the reply code, never the address or the message, when the server refuses', async () => {
    const server = await refusingServer();
    const sender = createSmtpSender(server.url);
    try {
      const error: unknown = await sender.send(mail).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(MailNotSent);
      const notSent = error as MailNotSent;
      expect(notSent.responseCode).toBe(550);
      expect(notSent.reason).toBe('EENVELOPE');
      expect(notSent.message).toBe('The mail server refused the message: SMTP 550, EENVELOPE');
      const everything = `${notSent.message} ${notSent.stack ?? ''} ${JSON.stringify(notSent)} ${String(notSent.cause)}`;
      for (const secret of ['maija', 'example.fi', 'Aika vahvistettu', 'Hei', 'User unknown']) expect(everything).not.toContain(secret);
    } finally {
      await sender.close();
      await server.close();
    }
  });

  it('throws MailNotSent without a reply code when nothing answers', async () => {
    const sender = createSmtpSender(`smtp://127.0.0.1:${await closedPort()}`);
    const error: unknown = await sender.send(mail).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(MailNotSent);
    expect((error as MailNotSent).responseCode).toBeUndefined();
    expect((error as MailNotSent).message).toMatch(/^The mail server did not take the message: E[A-Z]+$/);
    await sender.close();
  });
});
