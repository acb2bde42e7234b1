import { helsinkiInstant } from '@portal/shared/util';
import { referralValidity } from './referral-validity';

// Monday 23.11.2026 at noon in Helsinki.
const NOW = helsinkiInstant('2026-11-23', '12:00');

describe('referral validity', () => {
  it.each([
    ['2026-11-22', { kind: 'notValid' }],
    ['2026-11-23', { kind: 'today' }],
    ['2026-11-24', { kind: 'tomorrow' }],
    ['2026-11-25', { kind: 'date', date: '25.11.2026' }],
    ['2026-11-30', { kind: 'date', date: '30.11.2026' }],
    ['2026-12-01', { kind: 'weeks', weeks: 1 }],
    ['2026-12-07', { kind: 'weeks', weeks: 2 }],
    ['2026-12-19', { kind: 'weeks', weeks: 3 }],
    ['2026-12-20', { kind: 'date', date: '20.12.2026' }],
    ['2026-12-23', { kind: 'date', date: '23.12.2026' }],
    ['2026-12-24', { kind: 'valid' }],
  ] as const)('valid until %s reads %j', (validUntil, expected) => {
    expect(referralValidity(validUntil, NOW)).toEqual(expected);
  });

  it('is valid through the last minute of the day in Helsinki and not valid from midnight', () => {
    expect(referralValidity('2026-11-23', helsinkiInstant('2026-11-23', '23:59'))).toEqual({ kind: 'today' });
    expect(referralValidity('2026-11-23', helsinkiInstant('2026-11-24', '00:00'))).toEqual({ kind: 'notValid' });
    // 22:30 UTC is already the next day in Helsinki.
    expect(referralValidity('2026-11-23', new Date('2026-11-23T22:30:00Z'))).toEqual({ kind: 'notValid' });
  });
});
