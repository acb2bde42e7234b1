import { REMOTE_CLINIC_IDS, VIDEO_KIND_ID, Y65V_KIND_ID, isRemoteClinic } from './constants';

describe('constants', () => {
  it('have the documented values', () => {
    expect(REMOTE_CLINIC_IDS).toEqual(['RMT', 'CHA', 'OS', 'NRMT']);
    expect(VIDEO_KIND_ID).toBe('VETA');
    expect(Y65V_KIND_ID).toBe('Y65V');
  });
});

describe('isRemoteClinic', () => {
  it.each([
    ['RMT', true],
    ['CHA', true],
    ['OS', true],
    ['NRMT', true],
    ['rmt', false],
    ['RMT ', false],
    ['HKI', false],
    ['', false],
    ['VETA', false],
  ])('%j → %s', (id, expected) => {
    expect(isRemoteClinic(id)).toBe(expected);
  });
});
