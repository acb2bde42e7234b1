import { useSessionInfo } from '@portal/shared/data-access';

/** The occupational pages exist only with the ohc-appointment-search flag (booking doc sections 2 and 6). */
export function useOccupationalBookingFlag(): boolean {
  return useSessionInfo().response.features.includes('ohc-appointment-search');
}
