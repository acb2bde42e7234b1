import type { OccupationalBookingResponse } from '@portal/booking/contracts';
import type { Remote } from '@portal/shared/data-access';
import { aBookingFilters } from '@portal/booking/contracts/testing';
import { filtersWithinAgreement, occupationalListView, occupationalVaccinationView } from './occupational-view';

const ready = (data: OccupationalBookingResponse): Remote<OccupationalBookingResponse> => ({ status: 'ready', data, reload: () => undefined });
const agreement = { contractProductIds: ['OHC_BASIC'], specialtyIds: ['TTH'], vaccinationsAllowed: false, influenzaVaccinationAllowed: false };

describe('occupationalListView: the statuses of the occupational list', () => {
  it('waits while the agreement loads', () => {
    expect(occupationalListView({ status: 'loading' })).toEqual({ kind: 'loading' });
  });

  it('is unknown-error for that answer, and for a call that failed or found nothing', () => {
    expect(occupationalListView(ready({ status: 'unknown-error' }))).toEqual({ kind: 'unknown-error' });
    expect(occupationalListView({ status: 'error', retry: () => undefined })).toEqual({ kind: 'unknown-error' });
    expect(occupationalListView({ status: 'not-found' })).toEqual({ kind: 'unknown-error' });
  });

  it('is the sorry page without an agreement', () => {
    expect(occupationalListView(ready({ status: 'no-occupational-healthcare' }))).toEqual({ kind: 'no-occupational-healthcare' });
  });

  it('is the list of the covered specialties when ok', () => {
    expect(occupationalListView(ready({ status: 'ok', ...agreement }))).toEqual({ kind: 'list', liftup: false, agreement: { status: 'ok', ...agreement } });
  });

  it('is the phone page without online booking and without a liftup product', () => {
    expect(occupationalListView(ready({ status: 'no-web-reservation', ...agreement, specialtyIds: [] }))).toEqual({ kind: 'phone' });
  });

  it('is the liftup banner above the vaccinations when a contract product is in the liftup list', () => {
    const answer: OccupationalBookingResponse = {
      status: 'no-web-reservation',
      ...agreement,
      contractProductIds: ['OHC_BASIC', 'VACCINATIONS'],
      specialtyIds: ['ROK'],
      vaccinationsAllowed: true,
    };
    expect(occupationalListView(ready(answer))).toEqual({ kind: 'list', liftup: true, agreement: answer });
    // Nothing to show below the banner: the phone page after all.
    expect(occupationalListView(ready({ ...answer, specialtyIds: [] }))).toEqual({ kind: 'phone' });
  });
});

describe('occupationalVaccinationView: the statuses of the vaccination page', () => {
  it('is unauthorized without a session', () => {
    expect(occupationalVaccinationView(false, null)).toEqual({ kind: 'unauthorized' });
  });

  it('follows the agreement when signed in', () => {
    expect(occupationalVaccinationView(true, { status: 'loading' })).toEqual({ kind: 'loading' });
    expect(occupationalVaccinationView(true, { status: 'error', retry: () => undefined })).toEqual({ kind: 'unknown-error' });
    expect(occupationalVaccinationView(true, ready({ status: 'no-occupational-healthcare' }))).toEqual({ kind: 'no-occupational-healthcare' });
    expect(occupationalVaccinationView(true, ready({ status: 'ok', ...agreement }))).toEqual({ kind: 'not-included' });
    expect(occupationalVaccinationView(true, ready({ status: 'ok', ...agreement, vaccinationsAllowed: true }))).toEqual({ kind: 'ok', influenzaVaccinationAllowed: false });
    expect(occupationalVaccinationView(true, ready({ status: 'no-web-reservation', ...agreement, vaccinationsAllowed: true, influenzaVaccinationAllowed: true }))).toEqual({
      kind: 'ok',
      influenzaVaccinationAllowed: true,
    });
  });
});

describe('filtersWithinAgreement', () => {
  it('offers only the covered specialties and their practitioners, and every clinic', () => {
    const options = aBookingFilters();
    const within = filtersWithinAgreement(options, ['GP']);
    expect(within.specialties.map((s) => s.id)).toEqual(['GP']);
    expect(within.practitioners.map((p) => p.id)).toEqual([55]);
    expect(within.clinics).toEqual(options.clinics);
    expect(filtersWithinAgreement(options, []).specialties).toEqual([]);
  });
});
