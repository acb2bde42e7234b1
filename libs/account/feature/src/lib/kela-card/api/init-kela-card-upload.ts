import type { KelaCardInitUploadRequest, KelaCardInitUploadResponse } from '@portal/account/contracts';
import { KelaCardInitUploadResponseSchema } from '@portal/account/contracts';
import type { ApiClient } from '@portal/shared/data-access';

/** `POST /api/kela-card/init-upload?csrfToken`: a token and a signed upload URL per side. */
export function initKelaCardUpload(api: ApiClient, mimetypes: KelaCardInitUploadRequest['mimetypes'], signal?: AbortSignal): Promise<KelaCardInitUploadResponse> {
  return api.request({ method: 'POST', path: '/kela-card/init-upload', body: { mimetypes }, schema: KelaCardInitUploadResponseSchema, signal });
}
