import { endOf } from '@portal/appointments/records';
import type { AppointmentPrice, BookableAppointment } from '@portal/booking/contracts';
import { internalOrganizations } from '@portal/booking/contracts';
import type { Language } from '@portal/shared/util';
import { centsToEuros, Y65V_FIXED_PRICE_CENTS, Y65V_KIND_ID } from '@portal/shared/util';
import type { SearchRecord } from './catalogue';

/**
 * The price of booking doc section 2: the rate shown as 'From', its additional fees, the fixed
 * Y65V price, and the breakdown (the rate and then each fee) for the price-details view.
 */
export function priceOf(record: SearchRecord, lang: Language): AppointmentPrice | null {
  const { rate, fees, appointment } = record;
  if (!rate) return null;
  const additionalFees = fees.map((fee) => ({ code: fee.code, name: fee.name[lang], rateEuros: centsToEuros(fee.rateCents) }));
  return {
    rateEuros: centsToEuros(rate.rateCents),
    additionalFees,
    fixedPriceEuros: appointment.kindId === Y65V_KIND_ID ? centsToEuros(Y65V_FIXED_PRICE_CENTS) : null,
    priceDetails: [{ name: rate.name[lang], rateEuros: centsToEuros(rate.rateCents) }, ...additionalFees.map(({ name, rateEuros }) => ({ name, rateEuros }))],
  };
}

/** The organisation as the contract names it; an id it does not know reads as the main organisation ('general'). */
function organisationOf(organisationId: string): BookableAppointment['organisationId'] {
  return internalOrganizations.find((known) => known === organisationId) ?? 'general';
}

/** A time as the list and the reservation page show it, texts in `lang`. */
export function toBookableAppointment(record: SearchRecord, lang: Language): BookableAppointment {
  const { appointment: a, clinic, practitioner, kind, specialty } = record;
  return {
    id: a.id,
    startDate: a.startDate.toISOString(),
    endDate: endOf(a).toISOString(),
    isRemote: a.isRemote,
    kindId: a.kindId,
    kind: { cmsContent: { title: kind.title[lang], appointmentReservationInfo: kind.appointmentReservationInfo?.[lang] ?? null } },
    locationType: a.locationType,
    practitioner: {
      id: practitioner.id,
      name: practitioner.name,
      title: practitioner.title[lang],
      isResource: practitioner.isResource,
      profileImage: practitioner.profilePictureUrl,
      cmsContent: { appointmentReservationInfo: practitioner.appointmentReservationInfo?.[lang] ?? null },
    },
    specialtyData: {
      specialties: [
        {
          id: specialty.id,
          name: specialty.name[lang],
          cmsContent: { title: specialty.title[lang], appointmentReservationInfo: specialty.appointmentReservationInfo?.[lang] ?? null },
        },
      ],
    },
    clinic: {
      id: clinic.id,
      name: clinic.name,
      address:
        clinic.street && clinic.postalCode && clinic.postOffice
          ? { street: clinic.street, postalCode: clinic.postalCode, postOffice: clinic.postOffice }
          : null,
      municipality: record.municipalityName?.[lang] ?? null,
    },
    requiresAuthToReserve: a.requiresAuthToReserve,
    // A cancelled time is not offered again as such (a fresh copy is), so it counts as taken.
    isReserved: a.reservedByPatientId !== null || a.cancelledAt !== null,
    price: priceOf(record, lang),
    organisationId: organisationOf(a.organisationId),
  };
}
