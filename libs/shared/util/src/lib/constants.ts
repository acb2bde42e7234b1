/** Clinics that are not physical locations: remote, chat and online services. */
export const REMOTE_CLINIC_IDS = ['RMT', 'CHA', 'OS', 'NRMT'] as const;

export type RemoteClinicId = (typeof REMOTE_CLINIC_IDS)[number];

/** Appointment kind for a video visit. */
export const VIDEO_KIND_ID = 'VETA';

/** Appointment kind whose price is fixed by regulation (see Y65V_FIXED_PRICE_CENTS). */
export const Y65V_KIND_ID = 'Y65V';

export function isRemoteClinic(id: string): id is RemoteClinicId {
  return (REMOTE_CLINIC_IDS as readonly string[]).includes(id);
}
