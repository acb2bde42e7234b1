import * as schema from '../lib/schema';
import type { Batch } from './batch';
import { batch } from './batch';
import { kindRows, specialtyRows } from './catalogue';
import {
  clinicRows,
  linkedClinicRows,
  municipalityNeighbourRows,
  municipalityRows,
  organisationClinicRows,
  organisationRows,
} from './clinics';
import { practitionerClinicRows, practitionerRows, practitionerSpecialtyRows, rateAndFeeRows } from './practitioners';

/** Organisations, places, specialties, kinds and practitioners: the same whatever the day. */
export function catalogueBatches(): Batch[] {
  const { rates, fees } = rateAndFeeRows();
  return [
    batch(schema.organisations, organisationRows),
    batch(schema.municipalities, municipalityRows),
    batch(schema.municipalityNeighbours, municipalityNeighbourRows),
    batch(schema.clinics, clinicRows),
    batch(schema.organisationClinics, organisationClinicRows),
    batch(schema.linkedClinics, linkedClinicRows),
    batch(schema.specialties, specialtyRows),
    batch(schema.appointmentKinds, kindRows),
    batch(schema.practitioners, practitionerRows),
    batch(schema.practitionerClinics, practitionerClinicRows),
    batch(schema.practitionerSpecialties, practitionerSpecialtyRows),
    batch(schema.practitionerRates, rates),
    batch(schema.rateAdditionalFees, fees),
  ];
}
