import type { BrandId, Language } from '@portal/shared/util';
import { brandMailColours, brandNames, LANGUAGES } from '@portal/shared/util';
import type { AppointmentNotice } from '../notice';
import { aNotice, summer, winter } from '../../testing/notices';
import { appointmentNoticeKinds } from '../notice';
import { renderAppointmentMail } from './appointment-mail';

const brands: BrandId[] = ['general', 'children'];

const noticeOf = aNotice;

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe.each(appointmentNoticeKinds)('the %s mail', (kind) => {
  describe.each(LANGUAGES)('in %s', (language: Language) => {
    it.each(brands)('renders for the %s brand as a complete, accessible document', (brand) => {
      const notice = noticeOf({ kind, language, brand, cancelledBy: kind === 'cancellation' ? 'patient' : undefined });
      const { subject, html, text } = renderAppointmentMail(notice);
      const brandName = brandNames[brand][language];
      const link = kind === 'cancellation' ? notice.newBookingUrl : notice.appointmentUrl;

      expect(subject.startsWith(`${brandName}: `)).toBe(true);
      expect(subject).toContain('2027');
      expect(html.startsWith(`<!doctype html>\n<html lang="${language}">`)).toBe(true);
      expect(html).toContain(`<title>${subject}</title>`);
      expect(html).toContain('<meta charset="utf-8">');
      expect(count(html, '<h1')).toBe(1);
      expect(count(html, '<h2')).toBeGreaterThanOrEqual(1);
      expect(html).toContain('<th scope="row"');
      expect(html).not.toMatch(/<img|background-image|url\(/i);
      expect(html).toContain(`<a href="${link}"`);
      expect(html).toContain(brandName);
      expect(html).toContain(brandMailColours[brand].primary);
      expect(html.trimEnd().endsWith('</html>')).toBe(true);
      expect(text).toContain(link);
      expect(text).toContain(brandName);
      expect(text).toContain(notice.practitioner);
      expect(text).toContain(notice.service);
      expect(text).not.toMatch(/<[a-z]/i);
    });
  });
});

describe('renderAppointmentMail', () => {
  it('writes the Finnish confirmation in full', () => {
    expect(renderAppointmentMail(noticeOf()).text).toBe(
      [
        'Ajanvarauksesi on vahvistettu',
        '',
        'Kiitos ajanvarauksesta. Tässä ovat varauksesi tiedot.',
        '',
        'Varauksen tiedot',
        'Aika: tiistaina 12.1.2027 klo 10.00–10.30',
        'Paikka: Kajo Kamppi, Urho Kekkosen katu 1, 00100 Helsinki',
        'Ammattilainen: Anna Lahti, yleislääkäri',
        'Palvelu: Lääkärin vastaanotto',
        'Hinta: 65,00 €',
        '',
        'Näytä ajanvarauksesi: https://portal.example/fi/ajanvaraukset/1234',
        '',
        'Ajan peruminen',
        'Voit perua ajan verkossa viimeistään 11.1.2027 klo 10.00. Sen jälkeen voit perua ajan soittamalla asiakaspalveluumme.',
        '',
        'Liitteenä on kalenterimerkintä, jolla voit lisätä ajan kalenteriisi.',
        '',
        'Ystävällisin terveisin',
        'Kajo',
        '',
      ].join('\n'),
    );
  });

  it('names the brand, the kind and the date in the subject, differently for each kind', () => {
    for (const language of LANGUAGES) {
      const subjects = appointmentNoticeKinds.map((kind) => renderAppointmentMail(noticeOf({ kind, language })).subject);
      expect(new Set(subjects).size).toBe(appointmentNoticeKinds.length);
    }
    const subject = (kind: AppointmentNotice['kind'], language: Language, brand: BrandId = 'general') =>
      renderAppointmentMail(noticeOf({ kind, language, brand })).subject;
    expect(subject('confirmation', 'fi')).toBe('Kajo: ajanvaraus vahvistettu 12.1.2027 klo 10.00');
    expect(subject('reminder', 'fi')).toBe('Kajo: muistutus ajanvarauksesta 12.1.2027 klo 10.00');
    expect(subject('cancellation', 'fi')).toBe('Kajo: ajanvaraus peruttu 12.1.2027 klo 10.00');
    expect(subject('confirmation', 'sv', 'children')).toBe('Kajo Barn: bokningsbekräftelse 12.1.2027 kl. 10.00');
    expect(subject('reminder', 'sv')).toBe('Kajo: påminnelse om din tid 12.1.2027 kl. 10.00');
    expect(subject('cancellation', 'sv')).toBe('Kajo: din tid 12.1.2027 kl. 10.00 har avbokats');
    expect(subject('confirmation', 'en', 'children')).toBe('Kajo Kids: appointment confirmed for 12 January 2027 at 10:00');
    expect(subject('reminder', 'en')).toBe('Kajo: reminder of your appointment on 12 January 2027 at 10:00');
    expect(subject('cancellation', 'en')).toBe('Kajo: your appointment on 12 January 2027 at 10:00 has been cancelled');
  });

  it('writes the time in Helsinki time, in winter (UTC+2) and in summer (UTC+3)', () => {
    expect(renderAppointmentMail(noticeOf(winter)).text).toContain('Aika: tiistaina 12.1.2027 klo 10.00–10.30');
    expect(renderAppointmentMail(noticeOf({ ...summer, language: 'sv' })).text).toContain('Tid: tisdag 14.7.2026 kl. 9.30–10.15');
    expect(renderAppointmentMail(noticeOf({ ...summer, language: 'en' })).text).toContain('Time: Tuesday, 14 July 2026, 9:30–10:15');
  });

  it('escapes every value in the HTML', () => {
    const { html, text } = renderAppointmentMail(
      noticeOf({
        practitioner: '<script>alert("x")</script>',
        service: 'Tom & Jerry\'s "check"',
        place: { name: '<b>Kamppi</b>', streetAddress: 'Katu 1', postalCode: '00100', city: 'Helsinki' },
        appointmentUrl: 'https://portal.example/fi/ajanvaraus?a=1&b="2"',
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('Tom &amp; Jerry&#39;s &quot;check&quot;');
    expect(html).toContain('<a href="https://portal.example/fi/ajanvaraus?a=1&amp;b=&quot;2&quot;"');
    // The plain-text part is no markup: it carries the values as they are.
    expect(text).toContain('https://portal.example/fi/ajanvaraus?a=1&b="2"');
  });

  it('shows the price when there is one, and never in a cancellation', () => {
    expect(renderAppointmentMail(noticeOf()).text).toContain('Hinta: 65,00 €');
    expect(renderAppointmentMail(noticeOf({ price: null })).text).not.toContain('Hinta');
    expect(renderAppointmentMail(noticeOf({ kind: 'cancellation' })).text).not.toContain('Hinta');
  });

  it('says a remote visit is remote, with no address', () => {
    const { text, html } = renderAppointmentMail(noticeOf({ remote: true, place: null, language: 'en' }));
    expect(text).toContain('Location: Remote appointment');
    expect(html).not.toContain('Urho Kekkosen katu');
  });

  it('mentions self check-in in a reminder of a visit in person only', () => {
    const checkIn = /ilmoittau/i;
    expect(renderAppointmentMail(noticeOf({ kind: 'reminder' })).text).toContain(
      'Ilmoittautuminen avautuu varauksesi sivulla 30 minuuttia ennen ajan alkua.',
    );
    expect(renderAppointmentMail(noticeOf({ kind: 'reminder' })).html).toMatch(checkIn);
    expect(renderAppointmentMail(noticeOf({ kind: 'reminder', remote: true, place: null })).text).not.toMatch(checkIn);
    expect(renderAppointmentMail(noticeOf({ kind: 'reminder', remote: true, place: null })).html).not.toMatch(checkIn);
    expect(renderAppointmentMail(noticeOf({ kind: 'confirmation' })).text).not.toMatch(checkIn);
    expect(renderAppointmentMail(noticeOf({ kind: 'reminder', language: 'sv' })).text).toContain('30 minuter före besöket');
    expect(renderAppointmentMail(noticeOf({ kind: 'reminder', language: 'en' })).text).toContain('30 minutes before the start');
  });

  it('gives the cancellation rule and the appointment link, but no new booking, before a cancellation', () => {
    for (const kind of ['confirmation', 'reminder'] as const) {
      const { text, html } = renderAppointmentMail(noticeOf({ kind, language: 'en' }));
      expect(text).toContain('You can cancel the appointment online until 11 January 2027 at 10:00.');
      expect(text).toContain('View your appointment: https://portal.example/fi/ajanvaraukset/1234');
      expect(html).toContain('>View your appointment</a>');
      expect(text).toContain('A calendar entry is attached');
      expect(text).not.toContain(noticeOf().newBookingUrl);
    }
  });

  it('says who cancelled, links to a new booking and says the calendar entry removes the appointment', () => {
    const mail = (cancelledBy?: 'patient' | 'clinic') =>
      renderAppointmentMail(noticeOf({ kind: 'cancellation', language: 'sv', cancelledBy }));
    expect(mail('patient').text).toContain('Du har avbokat den här tiden.');
    expect(mail('clinic').text).toContain('Mottagningen har tyvärr varit tvungen att avboka den här tiden.');
    expect(mail().text).toContain('Den här tiden har avbokats.');
    const { text, html } = mail('clinic');
    expect(text).toContain('Boka en ny tid: https://portal.example/fi/ajanvaraus');
    expect(html).toContain('<a href="https://portal.example/fi/ajanvaraus"');
    expect(text).toContain('Den bifogade kalenderposten tar bort tiden från din kalender.');
    expect(text).toContain('Tid: tisdag 12.1.2027 kl. 10.00–10.30');
    expect(text).toContain('Yrkesperson: Anna Lahti, yleislääkäri');
    expect(text).toContain('Tjänst: Lääkärin vastaanotto');
    expect(text).not.toContain('Avbokning\n');
  });
});

describe('the colours of the mails', () => {
  // The same pairs tokens.test.ts checks for the portal, as the mail uses them.
  function luminance(hex: string): number {
    const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const [r = 0, g = 0, b = 0] = channels.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }
  const contrast = (a: string, b: string) => {
    const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };

  it.each(brands)('reach 4.5:1 in the %s brand', (brand) => {
    const { primary, primaryContrast, text, surface } = brandMailColours[brand];
    expect(contrast(text, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(primary, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(primaryContrast, primary)).toBeGreaterThanOrEqual(4.5);
  });
});
