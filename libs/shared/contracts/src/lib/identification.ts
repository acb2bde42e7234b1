// Apart from the session's schemas (session.ts), so that code needing only the list (the login
// page's strong-authentication cookie, in the first page's code) does not bring them along.

/** The strong identification methods offered on the login page (the `acr_values` sent). */
export const identificationMethods = [
  'mobiilivarmenne',
  'nordea',
  'op',
  'danskebank',
  'handelsbanken',
  'spankki',
  'aktia',
  'pop',
  'saastopankki',
  'omasp',
  'alandsbanken',
] as const;
export type IdentificationMethod = (typeof identificationMethods)[number];
