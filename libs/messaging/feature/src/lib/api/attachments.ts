import type { ApolloClient } from '@apollo/client';
import { putUpload } from '@portal/shared/data-access';
import { AttachmentDownloadUrlDocument, CreateAttachmentUploadDocument } from '../gql/graphql';

/** An upload's PUT may take its time on a slow line; the signed address works for 10 minutes. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** Asks for a signed address, then PUTs the file there; answers the key the message refers to. */
export async function uploadAttachment(
  client: ApolloClient,
  file: File,
  contentType: string,
  { onProgress, signal }: { onProgress: (percent: number) => void; signal: AbortSignal },
): Promise<string> {
  const { data } = await client.mutate({
    mutation: CreateAttachmentUploadDocument,
    variables: { fileName: file.name, contentType, size: file.size },
    fetchPolicy: 'no-cache',
  });
  if (!data) throw new Error('createAttachmentUpload: no data');
  const { key, url } = data.createAttachmentUpload;
  await putUpload(url, file, contentType, { timeoutMs: UPLOAD_TIMEOUT_MS, onProgress, signal });
  return key;
}

/** A 5-minute address of an attachment of the customer's conversations. */
export async function attachmentDownloadUrl(client: ApolloClient, id: string): Promise<string> {
  const { data } = await client.query({ query: AttachmentDownloadUrlDocument, variables: { id }, fetchPolicy: 'no-cache' });
  if (!data) throw new Error('attachmentDownloadUrl: no data');
  return data.attachmentDownloadUrl;
}
