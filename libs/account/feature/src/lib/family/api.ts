import type { Family } from '@portal/home/contracts';
import { FamilySchema } from '@portal/home/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import * as v from 'valibot';

/** `GET /api/family?lang`: the guardian and the children they may act for, each with what needs doing. */
export function useFamily(): Remote<Family> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(`members/${lang}`, (signal) => api.request({ method: 'GET', path: '/family', query: { lang }, schema: FamilySchema, signal }), 'family');
}

const ActingForResponseSchema = v.object({ type: v.literal('success') });

/** `POST /api/session/acting-for?csrfToken`: act for a child (asked of the authorisation service again) or, with null, for oneself. */
export function actFor(api: ApiClient, personId: number | null): Promise<unknown> {
  return api.request({ method: 'POST', path: '/session/acting-for', body: { personId }, schema: ActingForResponseSchema });
}
