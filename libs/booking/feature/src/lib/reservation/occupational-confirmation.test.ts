import { occupationalConfirmationOf } from './occupational-confirmation';

describe('occupationalConfirmationOf', () => {
  it.each([
    ['ORT', 'Orthopaedics', { kind: 'doctorReferral' }],
    ['PSY', 'Psychiatry', { kind: 'doctorReferral' }],
    ['KUV', 'Imaging', { kind: 'referral' }],
    ['PSO', 'Psychology', { kind: 'referral' }],
    ['FYS', 'Physiotherapy', { kind: 'specialtyReferral', specialty: 'Physiotherapy' }],
    ['TTH', 'Occupational health', { kind: 'contract' }],
    ['YL', 'General practice', { kind: 'contract' }],
  ])('%s asks for %j', (id, name, expected) => {
    expect(occupationalConfirmationOf({ id, name })).toEqual(expected);
  });

  it('asks only for the contract when the time names no specialty', () => {
    expect(occupationalConfirmationOf(undefined)).toEqual({ kind: 'contract' });
  });
});
