import { loadConfig } from '@portal/shared/server';
import { developmentEnv as development, partReader, productionSharedEnv, without } from '@portal/shared/server/testing';
import { isMailSender, isSmtpUrl, mailConfig, senderAddress, senderOf } from './mail-config';

const mail = { SMTP_URL: 'smtps://notices:S3cret%2Fpass@smtp.example.fi:465', MAIL_FROM: 'Kajo <no-reply@kajo.example.fi>' };
const production = { ...productionSharedEnv, ...mail };
const { valueOf: mailOf, problemsOf } = partReader(mailConfig);

// The e-mail notifications' own variables (their configuration part), read by the API with every other domain's.
describe('the mail configuration', () => {
  it('leaves both unset in development: the local SMTP server, and the brand as the sender', () => {
    const config = mailOf(development);
    expect(config).toEqual({ smtpUrl: null, from: null });
    expect(senderOf(config, 'general')).toBe('Kajo <no-reply@portal.invalid>');
    expect(senderOf(config, 'children', 'sv')).toBe('Kajo Barn <no-reply@portal.invalid>');
    expect(senderOf(config, 'children')).toBe('Kajo Lapset <no-reply@portal.invalid>');
  });

  it('takes the mail server and the sender as given', () => {
    const config = mailOf(production);
    expect(config).toEqual({ smtpUrl: mail.SMTP_URL, from: mail.MAIL_FROM });
    expect(senderOf(config, 'children', 'en')).toBe(mail.MAIL_FROM);
    expect(mailOf({ ...development, SMTP_URL: 'smtp://localhost:1025' })).toEqual({ smtpUrl: 'smtp://localhost:1025', from: null });
  });

  it('requires both in production, naming each missing one', () => {
    const message = problemsOf(without(without(production, 'SMTP_URL'), 'MAIL_FROM'));
    expect(message).toContain('SMTP_URL: required in the production environment');
    expect(message).toContain('MAIL_FROM: required in the production environment');
    expect(problemsOf(without(production, 'MAIL_FROM'))).not.toContain('SMTP_URL');
    expect(problemsOf(without(production, 'SMTP_URL'))).not.toContain('MAIL_FROM');
    expect(problemsOf(production)).toBe('');
    expect(problemsOf(development)).toBe('');
  });

  it('takes only smtp: and smtps: URLs with a host', () => {
    for (const url of ['smtp://smtp.example.fi', 'smtp://user:pass@smtp.example.fi:587', 'smtps://smtp.example.fi:465', 'smtp://127.0.0.1:2525', 'smtp://[::1]:25']) {
      expect(isSmtpUrl(url)).toBe(true);
    }
    // The last one's password is no percent-encoding: it would not decode.
    for (const url of ['https://smtp.example.fi', 'smtp:', 'smtp://', 'smtp.example.fi:587', 'mailto:a@example.fi', 'smtp://user:%E0%A4%A@smtp.example.fi']) {
      expect(isSmtpUrl(url)).toBe(false);
    }
    expect(problemsOf({ ...production, SMTP_URL: 'https://smtp.example.fi' })).toMatch(/SMTP_URL: must be an smtp: or smtps: URL/);
    expect(problemsOf({ ...development, SMTP_URL: 'imap://smtp.example.fi' })).toMatch(/SMTP_URL: must be an smtp: or smtps: URL/);
  });

  it('takes an address or a name and an address as the sender', () => {
    const good = ['no-reply@kajo.example.fi', 'Kajo <no-reply@kajo.example.fi>', 'Kajo Lapset <ilmoitukset@kajo.fi>', 'Kajo Barn & Unga <a.b@kajo.fi>', "Kajo O'Neill <a@kajo.fi>"];
    for (const sender of good) {
      expect(isMailSender(sender)).toBe(true);
    }
    for (const sender of [
      'Kajo',
      'no-reply@localhost',
      '<no-reply@kajo.fi>',
      'Kajo<no-reply@kajo.fi>',
      '"Kajo" <no-reply@kajo.fi>',
      'Kajo, Helsinki <no-reply@kajo.fi>',
      'Kajo <no-reply@kajo.fi>, other@kajo.fi',
      ' no-reply@kajo.fi',
      'no-reply@kajo.fi\n',
      'Kajo\r\nBcc: x@y.fi <no-reply@kajo.fi>',
      'Kajo <no reply@kajo.fi>',
    ]) {
      expect(isMailSender(sender)).toBe(false);
    }
    expect(senderAddress('Kajo Lapset <ilmoitukset@kajo.fi>')).toBe('ilmoitukset@kajo.fi');
    expect(senderAddress('no-reply@kajo.fi')).toBe('no-reply@kajo.fi');
    expect(senderAddress(senderOf({ smtpUrl: null, from: null }, 'general'))).toBe('no-reply@portal.invalid');
    expect(problemsOf({ ...production, MAIL_FROM: 'Kajo' })).toMatch(/MAIL_FROM: must be an address \(no-reply@example.fi\) or a name and an address/);
  });

  it('never echoes the URL, its password or the sender', () => {
    const message = problemsOf({ ...production, SMTP_URL: 'ftp://notices:Very-Secret-Pw@smtp.example.fi', MAIL_FROM: 'Secret Sender Name' });
    expect(message).toMatch(/SMTP_URL/);
    expect(message).toMatch(/MAIL_FROM/);
    for (const value of ['Very-Secret-Pw', 'notices', 'smtp.example.fi', 'Secret Sender Name']) expect(message).not.toContain(value);
  });
});

it('leaves the mail variables out of a configuration without the part', () => {
  expect(() => loadConfig({ ...productionSharedEnv, SMTP_URL: 'ftp://x' }, { dataDir: '/tmp/data' })).not.toThrow();
});
