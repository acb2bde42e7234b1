import { MAX_ATTACHMENT_BYTES_PER_MESSAGE } from '@portal/messaging/contracts';
import { useErrorReporter } from '@portal/shared/data-access';
import { useToasts } from '@portal/shared/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { uploadAttachment } from '../api/attachments';
import { useMessagingClient } from '../api/messaging-client';
import type { AttachmentInput } from '../gql/graphql';
import { attachmentMessages } from '../messages';
import { attachmentContentType, formatSize } from './attachment-rules';

interface ItemBase {
  id: string;
  fileName: string;
  size: number;
  contentType: string;
}

/** A file being added to a message: uploading with its progress, uploaded with its key, or failed for good. */
export type AttachmentItem =
  | (ItemBase & { status: 'uploading'; progress: number })
  | (ItemBase & { status: 'uploaded'; key: string })
  | (ItemBase & { status: 'error' });

export interface Attachments {
  items: AttachmentItem[];
  add: (files: readonly File[]) => void;
  remove: (id: string) => void;
  /** After sending: the list empties (nothing is aborted: every upload has finished). */
  clear: () => void;
  /** What the message refers to: the uploaded ones. */
  uploaded: AttachmentInput[];
  isUploading: boolean;
}

let nextId = 0;

/**
 * The attachments of a message being written (booking doc section 5). Each file is uploaded as
 * soon as it is chosen. A file of a type not allowed, or one that would take the message over
 * 9 MB together, is not added and a toast says why; a failed upload stays as an error item that
 * can only be removed (the signed address is spent).
 */
export function useAttachments(): Attachments {
  const intl = useIntl();
  const client = useMessagingClient();
  const toasts = useToasts();
  const reporter = useErrorReporter();
  const [items, setItems] = useState<AttachmentItem[]>([]);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  const controllers = useRef(new Map<string, AbortController>());

  const update = useCallback((id: string, change: (item: AttachmentItem) => AttachmentItem) => {
    setItems((current) => current.map((item) => (item.id === id ? change(item) : item)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      // Failed ones carry no bytes to the message.
      let total = itemsRef.current.filter((item) => item.status !== 'error').reduce((sum, item) => sum + item.size, 0);
      const added: AttachmentItem[] = [];
      for (const file of files) {
        const contentType = attachmentContentType(file);
        if (contentType === null) {
          toasts.add({ tone: 'error', title: intl.formatMessage(attachmentMessages.badType), description: intl.formatMessage(attachmentMessages.badTypeNote, { fileName: file.name }) });
          continue;
        }
        if (total + file.size > MAX_ATTACHMENT_BYTES_PER_MESSAGE) {
          toasts.add({
            tone: 'error',
            title: intl.formatMessage(attachmentMessages.tooLarge),
            description: intl.formatMessage(attachmentMessages.tooLargeNote, {
              fileName: file.name,
              size: formatSize(file.size, intl.locale),
              max: formatSize(MAX_ATTACHMENT_BYTES_PER_MESSAGE, intl.locale),
            }),
          });
          continue;
        }
        total += file.size;
        const id = `attachment-${++nextId}`;
        const controller = new AbortController();
        controllers.current.set(id, controller);
        added.push({ id, fileName: file.name, size: file.size, contentType, status: 'uploading', progress: 0 });
        uploadAttachment(client, file, contentType, { signal: controller.signal, onProgress: (progress) => update(id, (item) => (item.status === 'uploading' ? { ...item, progress } : item)) }).then(
          (key) => update(id, (item) => ({ ...item, status: 'uploaded', key })),
          (error: unknown) => {
            if (controller.signal.aborted) return;
            reporter.report(error, { process: 'messaging-attachment-upload' });
            update(id, (item) => ({ id: item.id, fileName: item.fileName, size: item.size, contentType: item.contentType, status: 'error' }));
          },
        ).finally(() => controllers.current.delete(id));
      }
      if (added.length > 0) setItems((current) => [...current, ...added]);
    },
    [client, intl, reporter, toasts, update],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const clear = useCallback(() => setItems([]), []);

  // Leaving the page stops what is still uploading.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const uploaded = useMemo(
    () => items.flatMap((item) => (item.status === 'uploaded' ? [{ key: item.key, fileName: item.fileName, contentType: item.contentType }] : [])),
    [items],
  );
  return { items, add, remove, clear, uploaded, isUploading: items.some((item) => item.status === 'uploading') };
}
