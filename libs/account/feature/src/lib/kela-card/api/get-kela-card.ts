import type { KelaCard } from '@portal/account/contracts';
import { KelaCardSchema } from '@portal/account/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';

/** `GET /api/kela-card?csrfToken`: the paths of the current images, each null without a card. */
export function getKelaCard(api: ApiClient, signal?: AbortSignal): Promise<KelaCard> {
  // The spec sends the token with this read too (account doc section 7).
  return api.request({ method: 'GET', path: '/kela-card', csrf: true, schema: KelaCardSchema, signal });
}

export function useKelaCard(): Remote<KelaCard> {
  const api = useApiClient();
  return useRemote('kela-card', (signal) => getKelaCard(api, signal), 'kela-card');
}
