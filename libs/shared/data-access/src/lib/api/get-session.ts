import type { SessionResponse } from '@portal/shared/contracts';
import { SessionResponseCheck } from '@portal/shared/contracts';
import type { ApiClient } from '../api-client';

/**
 * `GET /api/session`: the signed-in session with its user, or what an anonymous visitor needs
 * (whether a session just ran out, the authentication timeout). The hooks are in session-context.
 */
export function fetchSession(api: ApiClient, signal?: AbortSignal): Promise<SessionResponse> {
  return api.request({ method: 'GET', path: '/session', schema: SessionResponseCheck, signal });
}
