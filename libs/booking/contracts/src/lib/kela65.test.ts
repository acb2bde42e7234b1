import { ageOnDay, isKela65Age } from './kela65';

describe('ageOnDay', () => {
  it('counts the birthday on its own day', () => {
    expect(ageOnDay('1960-11-25', '2025-11-24')).toBe(64);
    expect(ageOnDay('1960-11-25', '2025-11-25')).toBe(65);
  });

  it('counts a 29 February birthday on 1 March in other years', () => {
    expect(ageOnDay('1960-02-29', '2025-02-28')).toBe(64);
    expect(ageOnDay('1960-02-29', '2025-03-01')).toBe(65);
  });

  it('is null before birth or for a malformed day', () => {
    expect(ageOnDay('2000-01-01', '1999-12-31')).toBeNull();
    expect(ageOnDay('1.1.2000', '2026-01-01')).toBeNull();
  });
});

describe('isKela65Age', () => {
  it('is for 65 or over on the day of the visit', () => {
    expect(isKela65Age('1961-12-03', '2026-12-02')).toBe(false);
    expect(isKela65Age('1961-12-03', '2026-12-03')).toBe(true);
    expect(isKela65Age('1985-05-15', '2026-12-03')).toBe(false);
  });
});
