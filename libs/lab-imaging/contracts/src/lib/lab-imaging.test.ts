import * as v from 'valibot';
import { isLabTestReady, LabResultDateParamsSchema, LabTestCodeSchema, labDateReadiness, LabTrendQuerySchema, ReferralParamsSchema, referralStatusOn } from './lab-imaging';

describe('referral status', () => {
  it('is valid through the whole of the validUntil day and expired from the next', () => {
    expect(referralStatusOn('2026-11-23', '2026-11-22')).toBe('valid');
    expect(referralStatusOn('2026-11-23', '2026-11-23')).toBe('valid');
    expect(referralStatusOn('2026-11-23', '2026-11-24')).toBe('expired');
    expect(referralStatusOn('2026-12-31', '2027-01-01')).toBe('expired');
  });
});

describe('lab result readiness', () => {
  const ready = { isReady: true };
  const pending = { isReady: false };

  it('is ready when every test is ready', () => {
    expect(labDateReadiness([ready, ready])).toBe('ready');
    expect(labDateReadiness([ready, pending])).toBe('pending');
  });

  it('reads a package from its items', () => {
    expect(isLabTestReady({ isReady: true, items: [ready, ready] })).toBe(true);
    expect(isLabTestReady({ isReady: true, items: [ready, pending] })).toBe(false);
    expect(labDateReadiness([ready, { isReady: true, items: [ready, pending] }])).toBe('pending');
  });

  it('calls a day without tests ready (nothing is waiting)', () => {
    expect(labDateReadiness([])).toBe('ready');
  });
});

describe('lab-imaging inputs', () => {
  it('takes the laboratory’s test codes and nothing that looks like anything else', () => {
    for (const code of ['B-Hb', 'fP-Kol-LDL', 'U-KemSeul', 'Ns-StrAAg', 'P-CRP', 'B-HbA1c']) {
      expect(v.is(LabTestCodeSchema, code)).toBe(true);
    }
    for (const code of ['', '-B', 'B Hb', 'a/b', '<script>', 'x'.repeat(41)]) {
      expect(v.is(LabTestCodeSchema, code)).toBe(false);
    }
    expect(v.parse(LabTrendQuerySchema, { code: 'B-Hb' })).toEqual({ code: 'B-Hb', lang: 'fi' });
  });

  it('takes result dates that are real days', () => {
    expect(v.is(LabResultDateParamsSchema, { date: '2024-02-29' })).toBe(true);
    for (const date of ['2026-02-30', '2026-13-01', '20261120', '2026-11-20T00:00']) {
      expect(v.is(LabResultDateParamsSchema, { date })).toBe(false);
    }
  });

  it('takes referral ids that fit the column', () => {
    expect(v.parse(ReferralParamsSchema, { id: '42' })).toEqual({ id: 42 });
    expect(v.is(ReferralParamsSchema, { id: '9999999999' })).toBe(false);
    expect(v.is(ReferralParamsSchema, { id: '4a' })).toBe(false);
  });
});
