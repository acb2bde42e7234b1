import { birthDateOfMaskedSsn, kela65Eligibility } from './eligibility';

describe('birthDateOfMaskedSsn', () => {
  it.each([
    ['150488-****', '1988-04-15'],
    ['010150-****', '1950-01-01'],
    ['010150Y****', '1950-01-01'],
    ['150318A****', '2018-03-15'],
    ['010199+****', '1899-01-01'],
  ])('%s was born on %s', (masked, birthDate) => {
    expect(birthDateOfMaskedSsn(masked)).toBe(birthDate);
  });

  it('is null for something else', () => {
    expect(birthDateOfMaskedSsn('****')).toBeNull();
    expect(birthDateOfMaskedSsn('150488G****')).toBeNull();
  });
});

describe('kela65Eligibility', () => {
  it('tells an anonymous visitor the rule', () => {
    expect(kela65Eligibility(null, '2026-12-03')).toBe('anonymous');
  });

  it('is eligible from the 65th birthday on', () => {
    expect(kela65Eligibility('031261-****', '2026-12-02')).toBe('under-age');
    expect(kela65Eligibility('031261-****', '2026-12-03')).toBe('eligible');
  });

  it('treats an unreadable identity code as under age (the API decides in the end)', () => {
    expect(kela65Eligibility('****', '2026-12-03')).toBe('under-age');
  });
});
