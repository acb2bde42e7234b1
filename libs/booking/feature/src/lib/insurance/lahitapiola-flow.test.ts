import type { DirectCompensationPermit } from '@portal/booking/contracts';
import type { LahiTapiolaEvent, LahiTapiolaState } from './lahitapiola-flow';
import { chosenPermit, initialLahiTapiola, lahiTapiolaReducer, lahiTapiolaResult, returnStatusOf } from './lahitapiola-flow';

const knee: DirectCompensationPermit = { symptom: 'Knee pain', bodyPart: 'Knee', validTo: '2027-02-21', contentHash: 'kneePermitHash0001' };
const back: DirectCompensationPermit = { symptom: 'Back pain', bodyPart: 'Lower back', validTo: '2027-01-22', contentHash: 'backPermitHash0002' };
const run = (...events: LahiTapiolaEvent[]): LahiTapiolaState => events.reduce(lahiTapiolaReducer, initialLahiTapiola);
const start: LahiTapiolaEvent = { type: 'start' };
const withPermits: LahiTapiolaEvent = { type: 'found', permits: [knee, back] };

describe('LähiTapiola’s flow', () => {
  it('starts not asked, and looks the insurance up', () => {
    expect(initialLahiTapiola).toEqual({ status: 'notAsked' });
    expect(run(start)).toEqual({ status: 'asking' });
  });

  it('ends the look-up in insurance not found, found with no permits, found with permits, under age or an error', () => {
    expect(run(start, { type: 'notFound' }).status).toBe('insuranceNotFound');
    expect(run(start, { type: 'found', permits: [] }).status).toBe('foundNoPermits');
    expect(run(start, withPermits)).toEqual({ status: 'foundWithPermits', permits: [knee, back], chosen: null, consent: false });
    expect(run(start, { type: 'underage' }).status).toBe('underage');
    expect(run(start, { type: 'failed' }).status).toBe('error');
  });

  it('ignores answers when no look-up is under way', () => {
    for (const event of [{ type: 'notFound' }, withPermits, { type: 'underage' }, { type: 'failed' }] as LahiTapiolaEvent[]) {
      expect(lahiTapiolaReducer(initialLahiTapiola, event)).toBe(initialLahiTapiola);
    }
    const asking = run(start);
    expect(lahiTapiolaReducer(asking, start)).toBe(asking);
  });

  it('takes a permit with its consent box; consent is asked again for another permit', () => {
    const chosen = run(start, withPermits, { type: 'choosePermit', contentHash: knee.contentHash }, { type: 'consent', given: true });
    expect(chosen).toMatchObject({ chosen: knee.contentHash, consent: true });
    expect(chosenPermit(chosen)).toEqual(knee);
    const other = lahiTapiolaReducer(chosen, { type: 'choosePermit', contentHash: back.contentHash });
    expect(other).toMatchObject({ chosen: back.contentHash, consent: false });
    expect(chosenPermit(other)).toBeNull();
    expect(lahiTapiolaReducer(chosen, { type: 'choosePermit', contentHash: knee.contentHash })).toMatchObject({ consent: true });
  });

  it('refuses a permit it was not given, and a consent before a permit', () => {
    const found = run(start, withPermits);
    expect(lahiTapiolaReducer(found, { type: 'choosePermit', contentHash: 'someoneElsesHash1' })).toBe(found);
    expect(lahiTapiolaReducer(found, { type: 'consent', given: true })).toBe(found);
  });

  it('removes the chosen permit and its consent', () => {
    const chosen = run(start, withPermits, { type: 'choosePermit', contentHash: knee.contentHash }, { type: 'consent', given: true });
    expect(lahiTapiolaReducer(chosen, { type: 'removePermit' })).toEqual({ status: 'foundWithPermits', permits: [knee, back], chosen: null, consent: false });
  });

  it('goes to apply for a permit with no permits or more, and fails if the link cannot be had', () => {
    expect(run(start, { type: 'found', permits: [] }, { type: 'apply' }).status).toBe('applying');
    expect(run(start, withPermits, { type: 'apply' }).status).toBe('applying');
    expect(run(start, { type: 'found', permits: [] }, { type: 'apply' }, { type: 'failed' }).status).toBe('error');
    expect(run(start, { type: 'notFound' }, { type: 'apply' }).status).toBe('insuranceNotFound');
  });

  it('reads the application’s outcome on return: allowed looks the permits up again; denied, canceled, error', () => {
    expect(run({ type: 'returned', status: 'directcompensationallowed' }).status).toBe('asking');
    expect(run({ type: 'returned', status: 'directcompensationdenied' }).status).toBe('denied');
    expect(run({ type: 'returned', status: 'cancel' }).status).toBe('canceled');
    expect(run({ type: 'returned', status: 'error' }).status).toBe('error');
  });

  it('restarts from an end state, and resets to not asked', () => {
    for (const end of [run(start, { type: 'notFound' }), run({ type: 'returned', status: 'cancel' }), run({ type: 'returned', status: 'directcompensationdenied' }), run(start, { type: 'failed' })]) {
      expect(lahiTapiolaReducer(end, start)).toEqual({ status: 'asking' });
      expect(lahiTapiolaReducer(end, { type: 'reset' })).toEqual(initialLahiTapiola);
    }
  });

  it('gives the result of the spec for every state', () => {
    expect(lahiTapiolaResult(run())).toBe('pending');
    expect(lahiTapiolaResult(run(start))).toBe('pending');
    expect(lahiTapiolaResult(run(start, withPermits))).toBe('pending');
    expect(lahiTapiolaResult(run(start, withPermits, { type: 'choosePermit', contentHash: knee.contentHash }))).toBe('pending');
    expect(lahiTapiolaResult(run(start, withPermits, { type: 'choosePermit', contentHash: knee.contentHash }, { type: 'consent', given: true }))).toBe('success');
    expect(lahiTapiolaResult(run(start, { type: 'found', permits: [] }))).toBe('insuranceFoundNoPermit');
    expect(lahiTapiolaResult(run({ type: 'returned', status: 'directcompensationdenied' }))).toBe('insuranceFoundNoPermit');
    expect(lahiTapiolaResult(run({ type: 'returned', status: 'cancel' }))).toBe('insuranceFoundNoPermit');
    expect(lahiTapiolaResult(run(start, { type: 'notFound' }))).toBe('insuranceNotFound');
    expect(lahiTapiolaResult(run(start, { type: 'underage' }))).toBe('underageCustomer');
    expect(lahiTapiolaResult(run(start, { type: 'failed' }))).toBe('error');
  });

  it('reads only the return statuses from the query', () => {
    expect(returnStatusOf('directcompensationallowed')).toBe('directcompensationallowed');
    expect(returnStatusOf('cancel')).toBe('cancel');
    expect(returnStatusOf('allowed')).toBeNull();
    expect(returnStatusOf(null)).toBeNull();
  });
});
