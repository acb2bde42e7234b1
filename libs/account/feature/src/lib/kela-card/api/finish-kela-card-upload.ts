import { KelaCardFinishUploadResponseSchema } from '@portal/account/contracts';
import type { ApiClient } from '@portal/shared/data-access';

/** `POST /api/kela-card/finish-upload?csrfToken` with the token: whether both images were taken. */
export async function finishKelaCardUpload(api: ApiClient, token: string, signal?: AbortSignal): Promise<boolean> {
  const { success } = await api.request({
    method: 'POST',
    path: '/kela-card/finish-upload',
    body: { token },
    schema: KelaCardFinishUploadResponseSchema,
    signal,
  });
  return success;
}
