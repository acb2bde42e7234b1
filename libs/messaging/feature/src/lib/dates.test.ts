import { dayHeading, groupByDay, listTime } from './dates';

const now = new Date('2026-11-24T10:00:00.000Z'); // 12:00 in Helsinki

describe('listTime', () => {
  it('is relative within 24 hours, Yesterday from 24 to 48 hours, then the date', () => {
    expect(listTime('2026-11-24T07:00:00.000Z', now, 'en', 'Yesterday')).toBe('3 hours ago');
    expect(listTime('2026-11-24T07:00:00.000Z', now, 'fi', 'Eilen')).toBe('kolme tuntia sitten');
    expect(listTime('2026-11-23T10:00:00.000Z', now, 'en', 'Yesterday')).toBe('Yesterday');
    expect(listTime('2026-11-22T10:00:01.000Z', now, 'sv', 'I går')).toBe('I går');
    expect(listTime('2026-11-22T10:00:00.000Z', now, 'en', 'Yesterday')).toBe('22.11.2026');
  });
});

describe('groupByDay and dayHeading', () => {
  it('groups by the Helsinki day: 23.30 UTC is already the next day in Helsinki', () => {
    const groups = groupByDay([{ created: '2026-11-22T21:00:00.000Z' }, { created: '2026-11-22T22:30:00.000Z' }, { created: '2026-11-24T08:00:00.000Z' }]);
    expect(groups.map((group) => [group.day, group.items.length])).toEqual([
      ['2026-11-22', 1],
      ['2026-11-23', 1],
      ['2026-11-24', 1],
    ]);
    expect(groups.map((group) => dayHeading(group.day, now))).toEqual([{ kind: 'date', text: '22.11.2026' }, { kind: 'yesterday' }, { kind: 'today' }]);
  });
});
