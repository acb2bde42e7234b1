/**
 * What the occupational confirmation box asks (booking doc section 5: the text differs by
 * specialty). The spec leaves the specialties unnamed; ours follow occupational health practice:
 * specialist doctors need a doctor's referral, imaging, laboratory and the psychologist a referral
 * from the occupational health team, physiotherapy a referral for physiotherapy itself, and every
 * other visit only needs to fall within the contract (the default).
 */
export type OccupationalConfirmation =
  | { kind: 'doctorReferral' }
  | { kind: 'referral' }
  | { kind: 'specialtyReferral'; specialty: string }
  | { kind: 'contract' };

const DOCTOR_REFERRAL: ReadonlySet<string> = new Set(['PSY', 'ENDO', 'GYN', 'NNA', 'GRG', 'IHO', 'KNK', 'ORT', 'LAS']);
const REFERRAL: ReadonlySet<string> = new Set(['KUV', 'LAB', 'PSO']);
const SPECIALTY_REFERRAL: ReadonlySet<string> = new Set(['FYS']);

/** The box for a time of this specialty (id and name as the appointment carries them). */
export function occupationalConfirmationOf(specialty: { id: string; name: string } | undefined): OccupationalConfirmation {
  if (specialty === undefined) return { kind: 'contract' };
  if (DOCTOR_REFERRAL.has(specialty.id)) return { kind: 'doctorReferral' };
  if (REFERRAL.has(specialty.id)) return { kind: 'referral' };
  if (SPECIALTY_REFERRAL.has(specialty.id)) return { kind: 'specialtyReferral', specialty: specialty.name };
  return { kind: 'contract' };
}
