import { LANGUAGES } from '@portal/shared/util';
import { aNotice } from '../../testing/notices';
import { appointmentNoticeKinds } from '../notice';
import { appointmentSms } from './appointment-sms';

describe.each(LANGUAGES)('the appointment text messages in %s', (language) => {
  it.each(appointmentNoticeKinds)('%s: the brand, the time, the link, and nothing of the patient or the visit’s reason', (kind) => {
    const notice = aNotice({ kind, language, cancelledBy: 'patient' });
    const text = appointmentSms(notice);
    expect(text.startsWith('Kajo: ')).toBe(true);
    expect(text).toContain(kind === 'cancellation' ? notice.newBookingUrl : notice.appointmentUrl);
    expect(text).toMatch(/12\.1\.|12 January|12 Jan/);
    // Two parts of a text message at most, with a long link.
    expect(text.length).toBeLessThanOrEqual(306);
    for (const left of [notice.practitioner, notice.place?.streetAddress ?? '', notice.price ?? '']) expect(text).not.toContain(left);
  });

  it('names the clinic of a visit in person and says a remote one is remote', () => {
    expect(appointmentSms(aNotice({ language }))).toContain('Kajo Kamppi');
    expect(appointmentSms(aNotice({ language, remote: true, place: null }))).not.toContain('Kajo Kamppi');
  });
});
