export { attachmentContentTypesByExtension, attachmentExtensionOf, MAX_ATTACHMENT_BYTES_PER_MESSAGE } from './lib/message-attachments';
