import type { NotificationPreferences, NotificationPreferencesRequest } from '@portal/account/contracts';
import { NotificationPreferencesSchema } from '@portal/account/contracts';
import { SuccessResponseSchema } from '@portal/shared/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';

/** `GET /api/user/notifications`: how the session's patient's notices go, per kind. */
export function getNotificationPreferences(api: ApiClient, signal?: AbortSignal): Promise<NotificationPreferences> {
  return api.request({ method: 'GET', path: '/user/notifications', schema: NotificationPreferencesSchema, signal });
}

export function useNotificationPreferences(): Remote<NotificationPreferences> {
  const api = useApiClient();
  return useRemote('notification-preferences', (signal) => getNotificationPreferences(api, signal), 'notification-preferences');
}

/** `PUT /api/user/notifications?csrfToken`: the whole choice (a repeat changes nothing). */
export async function saveNotificationPreferences(api: ApiClient, body: NotificationPreferencesRequest): Promise<void> {
  await api.request({ method: 'PUT', path: '/user/notifications', body, schema: SuccessResponseSchema });
}
