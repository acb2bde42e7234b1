import { helsinkiInstant } from '@portal/shared/util';
import { frontPageLinks } from './links';
import { isNewResult, isThreadRead } from './rules';

const at = (iso: string) => new Date(iso);

describe('isThreadRead (booking doc section 3, read rule)', () => {
  it('counts a thread with no messages as read, even never opened', () => {
    expect(isThreadRead(null, null)).toBe(true);
  });

  it('counts a thread never opened but with messages as unread', () => {
    expect(isThreadRead(null, at('2026-11-20T10:00:00Z'))).toBe(false);
  });

  it('is read when read at or after the last message, unread when before', () => {
    expect(isThreadRead(at('2026-11-20T10:00:00Z'), at('2026-11-20T10:00:00Z'))).toBe(true);
    expect(isThreadRead(at('2026-11-20T10:00:01Z'), at('2026-11-20T10:00:00Z'))).toBe(true);
    expect(isThreadRead(at('2026-11-20T09:59:59Z'), at('2026-11-20T10:00:00Z'))).toBe(false);
  });

  it('takes the latest of the last message, own assignment and professional timestamp', () => {
    const read = at('2026-11-20T11:00:00Z');
    expect(isThreadRead(read, at('2026-11-20T10:00:00Z'), at('2026-11-20T12:00:00Z'))).toBe(false);
    expect(isThreadRead(read, at('2026-11-20T10:00:00Z'), null, at('2026-11-20T10:30:00Z'))).toBe(true);
  });
});

describe('isNewResult', () => {
  // 23.11.2026 00:30 in Helsinki is still 22.11. in UTC: the Helsinki calendar decides.
  const now = helsinkiInstant('2026-11-23', '00:30');

  it('is new on its day and the six days after (Helsinki calendar days)', () => {
    expect(isNewResult('2026-11-23', now)).toBe(true);
    expect(isNewResult('2026-11-17', now)).toBe(true);
  });

  it('is not new from the seventh day on', () => {
    expect(isNewResult('2026-11-16', now)).toBe(false);
    expect(isNewResult('2025-11-23', now)).toBe(false);
  });
});

describe('frontPageLinks', () => {
  it('builds each section path with the translated segment', () => {
    expect(frontPageLinks.appointment('sv', 12)).toBe('/sv/tidsbokningar/12');
    expect(frontPageLinks.visit('fi', 3)).toBe('/fi/kaynnit/3');
    expect(frontPageLinks.conversation('en', 7)).toBe('/en/conversations/7');
    expect(frontPageLinks.prescriptions('fi')).toBe('/fi/reseptit');
    expect(frontPageLinks.labResult('fi', '2026-11-20')).toBe('/fi/laboratoriotulos/2026-11-20');
    expect(frontPageLinks.labResult('sv', '2026-11-20')).toBe('/sv/laboratorieresultat/2026-11-20');
    expect(frontPageLinks.labResult('en', '2026-11-20')).toBe('/en/laboratoryresult/2026-11-20');
    expect(frontPageLinks.imaging('sv', '2026-11-19')).toBe('/sv/bildbehandling/2026-11-19');
    expect(frontPageLinks.questionnaire('fi', 4)).toBe('/fi/kyselyt/4');
  });
});
