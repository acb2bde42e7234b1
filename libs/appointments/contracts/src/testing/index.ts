import type { AnonymousAppointment, PatientAppointment } from '../index';
import { AnonymousAppointmentSchema } from '../index';
import * as v from 'valibot';

/**
 * A future clinic visit that may be cancelled and is not yet open for check-in; override what
 * a test or story is about.
 */
export function anAppointment(overrides: Partial<PatientAppointment> = {}): PatientAppointment {
  return {
    id: 101,
    kindId: 'VOK',
    kind: { cmsContent: { title: 'General practitioner visit', description: 'A visit to a general practitioner.' } },
    isSpecificTime: true,
    durationMinutes: 30,
    // 14:30 in Helsinki (UTC+2 in winter).
    startDate: '2026-12-03T12:30:00.000Z',
    isRemote: false,
    isReserved: true,
    isCovidTestAppointment: false,
    locationType: 'PhysicalLocation',
    clinicId: 'HKI1',
    clinic: {
      name: 'Kajo Kamppi',
      address: { street: 'Urho Kekkosen katu 1', postalCode: '00100', postOffice: 'Helsinki' },
      municipality: 'Helsinki',
      cmsContent: {
        name: 'Kajo Kamppi',
        arrivalInfo: 'Entrance from the courtyard, 3rd floor.',
        covid19TestSiteName: null,
        covid19TestSiteAddress: null,
        covid19ArrivalInfo: null,
      },
    },
    practitionerId: 55,
    practitioner: {
      id: 55,
      isResource: false,
      name: 'Anna Lääkäri',
      title: 'General practitioner',
      cmsContent: { profilePicture: { url: 'https://images.example.test/anna.jpg' } },
    },
    practitionerRate: { code: 'R1', name: 'Visit fee', rateEuros: 89.5, additionalFees: [] },
    specialtyId: 'GP',
    specialtyData: { specialties: [{ id: 'GP', name: 'General medicine', cmsContent: { title: 'General medicine' } }] },
    room: null,
    selfCheckInStatus: 'statusNotAvailable',
    hasAppointeeCanceled: false,
    isCancelled: false,
    mayCancel: true,
    arrivalReason: null,
    visitFeePayable: false,
    bookedAs: 'private',
    movedTo: null,
    ...overrides,
  };
}

/** The same appointment as the anonymous link shows it. */
export function anAnonymousAppointment(overrides: Partial<AnonymousAppointment> = {}): AnonymousAppointment {
  // The schema leaves out what the anonymous view does not get (arrivalReason, mayCancel,
  // visitFeePayable); the time may still be cancelled by signing in.
  return { ...v.parse(AnonymousAppointmentSchema, { ...anAppointment(), isCancellable: true }), ...overrides };
}
