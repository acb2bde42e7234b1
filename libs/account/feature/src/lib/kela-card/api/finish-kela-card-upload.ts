import { KelaCardFinishUploadResponseSchema } from '@portal/shared/contracts';
import type { ApiClient } from '@portal/shared/data-access';

/** `GET /api/kela-card/finish-upload?csrfToken&token`: whether both images were taken. */
export async function finishKelaCardUpload(api: ApiClient, token: string, signal?: AbortSignal): Promise<boolean> {
  const { success } = await api.request({
    method: 'GET',
    path: '/kela-card/finish-upload',
    query: { token },
    csrf: true,
    schema: KelaCardFinishUploadResponseSchema,
    signal,
  });
  return success;
}
