import type { BookableAppointment, BookingFiltersResponse } from '../index';
import { inDays } from '@portal/shared/util/testing';

/**
 * A bookable time at Kajo Kamppi ten days after the test clock's day at 14:30 Helsinki time
 * (Thursday 3.12.2026), with a 'From' price and one additional fee; override what a test is about.
 */
export function aBookableAppointment(overrides: Partial<BookableAppointment> = {}): BookableAppointment {
  return {
    id: 5001,
    startDate: inDays(10, '14:30'),
    endDate: inDays(10, '15:00'),
    isRemote: false,
    kindId: 'VOK',
    kind: { cmsContent: { title: 'General practitioner visit', appointmentReservationInfo: null } },
    locationType: 'PhysicalLocation',
    practitioner: { id: 55, name: 'Anna Lääkäri', title: 'General practitioner', isResource: false, profileImage: null, cmsContent: { appointmentReservationInfo: null } },
    specialtyData: { specialties: [{ id: 'GP', name: 'General medicine', cmsContent: { title: 'General medicine', appointmentReservationInfo: null } }] },
    clinic: {
      id: 'HKI1',
      name: 'Kajo Kamppi',
      address: { street: 'Urho Kekkosen katu 1', postalCode: '00100', postOffice: 'Helsinki' },
      municipality: 'Helsinki',
    },
    requiresAuthToReserve: false,
    isReserved: false,
    price: {
      rateEuros: 89.5,
      additionalFees: [{ code: 'TOIM', name: 'Service fee', rateEuros: 12 }],
      fixedPriceEuros: null,
      priceDetails: [
        { name: 'Doctor fee', rateEuros: 77.5 },
        { name: 'Service fee', rateEuros: 12 },
      ],
    },
    organisationId: 'general',
    ...overrides,
  };
}

/** `count` times from `firstId`, 15 minutes apart from 8:00 on the same day (Helsinki). */
export function bookableAppointments(count: number, firstId = 1): BookableAppointment[] {
  const start = Date.parse(inDays(10, '08:00'));
  return Array.from({ length: count }, (_, index) =>
    aBookableAppointment({
      id: firstId + index,
      startDate: new Date(start + index * 15 * 60_000).toISOString(),
      endDate: new Date(start + (index + 1) * 15 * 60_000).toISOString(),
    }),
  );
}

/** The filters' reference data: Kamppi with a linked clinic and a nearby municipality, and a remote clinic. */
export function aBookingFilters(): BookingFiltersResponse {
  return {
    clinics: [
      {
        id: 'HKI1',
        name: 'Kajo Kamppi',
        municipality: 'Helsinki',
        municipalityId: '091',
        isRemote: false,
        linkedClinicIds: ['HKI1B'],
        nearbyMunicipalityIds: ['049'],
      },
      { id: 'HKI1B', name: 'Kajo Kamppi B', municipality: 'Helsinki', municipalityId: '091', isRemote: false, linkedClinicIds: [], nearbyMunicipalityIds: [] },
      { id: 'ESP1', name: 'Kajo Tapiola', municipality: 'Espoo', municipalityId: '049', isRemote: false, linkedClinicIds: [], nearbyMunicipalityIds: [] },
      { id: 'TKU1', name: 'Kajo Turku', municipality: 'Turku', municipalityId: '853', isRemote: false, linkedClinicIds: [], nearbyMunicipalityIds: [] },
      { id: 'RMT', name: 'Kajo Remote', municipality: null, municipalityId: null, isRemote: true, linkedClinicIds: [], nearbyMunicipalityIds: [] },
    ],
    specialties: [
      { id: 'GP', name: 'General medicine' },
      { id: 'PSY', name: 'Psychiatry' },
      { id: 'DERM', name: 'Dermatology' },
    ],
    practitioners: [
      { id: 55, name: 'Anna Lääkäri', title: 'General practitioner', isResource: false, specialtyIds: ['GP'], clinicIds: ['HKI1'] },
      { id: 77, name: 'Laboratory', title: '', isResource: true, specialtyIds: [], clinicIds: ['HKI1'] },
    ],
  };
}
