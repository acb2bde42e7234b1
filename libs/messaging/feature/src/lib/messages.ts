import type { MessageTag, NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type FrameValues = {
  loading: None;
  maintenanceTitle: None;
  maintenanceText: None;
  maintenanceBook: None;
  gateTitle: None;
  gateText: { phone: string };
  yesterday: None;
  today: None;
  backToList: None;
};

type ListValues = {
  intro: None;
  newConversation: None;
  label: None;
  empty: None;
  emptyText: None;
  error: None;
  pagination: None;
  unread: None;
  noMessages: None;
  attachmentsOnly: { count: number };
  /** `<hidden>` is read by screen readers only. */
  latest: { time: string; hidden: MessageTag };
};

type NewValues = {
  title: None;
  recipientLabel: None;
  recipient: None;
  careTeamLegend: None;
  careTeamHelp: None;
  customerService: None;
  careTeamEmpty: None;
  careTeamLoading: None;
  careTeamFailed: None;
  subject: None;
  subjectTooLong: { max: number };
  message: None;
  disclaimer: None;
  send: None;
  sending: None;
  failed: None;
};

type ThreadValues = {
  fallbackTitle: None;
  loading: None;
  error: None;
  notFound: None;
  notFoundText: None;
  participants: { count: number };
  messagesLabel: None;
  unknownAuthor: None;
  deleted: None;
  absent: { name: string; start: string; end: string };
  substitute: { names: string };
  reply: None;
  send: None;
  sending: None;
  sendFailed: None;
  responseTime: None;
  closed: None;
  sentAt: { time: string };
};

type QuestionnaireLinkValues = {
  label: None;
  link: { title: string; answered: 'yes' | 'no' };
};

type AttachmentValues = {
  add: None;
  hint: None;
  label: None;
  uploading: { fileName: string };
  uploaded: { fileName: string };
  failed: { fileName: string };
  remove: { fileName: string };
  tooLarge: None;
  tooLargeNote: { fileName: string; size: string; max: string };
  badType: None;
  badTypeNote: { fileName: string };
  download: { fileName: string };
  downloadFailed: None;
  inMessage: None;
  preview: { fileName: string };
};

export const frameMessages = defineMessages<FrameValues>({
  loading: { id: 'messaging.frame.loading', defaultMessage: 'Loading messages', description: 'Label of the placeholders shown while the messaging pages load' },
  maintenanceTitle: {
    id: 'messaging.frame.maintenanceTitle',
    defaultMessage: 'Messaging is currently offline!',
    description: 'Heading of the messaging pages while messaging is in maintenance mode',
  },
  maintenanceText: {
    id: 'messaging.frame.maintenanceText',
    defaultMessage: 'The interruption should be over by the end of the day. If you need to see a professional before that, book a remote appointment.',
    description: 'Explanation on the messaging pages while messaging is in maintenance mode',
  },
  maintenanceBook: { id: 'messaging.frame.maintenanceBook', defaultMessage: 'Book an appointment', description: 'Link to booking on the messaging maintenance page' },
  gateTitle: {
    id: 'messaging.frame.gateTitle',
    defaultMessage: 'Messages are not in use for you',
    description: 'Heading of the messaging pages for a person who may not use messaging (no patient record or messaging not allowed)',
  },
  gateText: {
    id: 'messaging.frame.gateText',
    defaultMessage: 'Messaging with the care team is for our patients. If you need help, call customer service on {phone}.',
    description: 'Text of the messaging pages for a person who may not use messaging; {phone} is the customer service number',
  },
  yesterday: { id: 'messaging.frame.yesterday', defaultMessage: 'Yesterday', description: 'Time of a message sent 24 to 48 hours ago, or the heading of yesterday’s messages' },
  today: { id: 'messaging.frame.today', defaultMessage: 'Today', description: 'Heading of today’s messages in a conversation' },
  backToList: { id: 'messaging.frame.backToList', defaultMessage: 'Back to messages', description: 'Link from a conversation or the new message form back to the list of conversations' },
});

export const listMessages = defineMessages<ListValues>({
  intro: {
    id: 'messaging.list.intro',
    defaultMessage: 'Send a message to your care team and read their answers here. Messages are not for emergencies: in an emergency, call 112.',
    description: 'Introduction of the conversations list',
  },
  newConversation: { id: 'messaging.list.newConversation', defaultMessage: 'New message', description: 'Button (link) that starts a new conversation with the care team' },
  label: { id: 'messaging.list.label', defaultMessage: 'Your conversations', description: 'Accessible name of the list of conversations' },
  empty: { id: 'messaging.list.empty', defaultMessage: 'No messages', description: 'Empty state of the conversations list' },
  emptyText: { id: 'messaging.list.emptyText', defaultMessage: 'Conversations with your care team will be shown here.', description: 'Text of the empty conversations list' },
  error: { id: 'messaging.list.error', defaultMessage: 'Failed to fetch conversations. Please try again later.', description: 'Error box when the conversations could not be loaded' },
  pagination: { id: 'messaging.list.pagination', defaultMessage: 'Conversation pages', description: 'Accessible name of the navigation between pages of the conversations list' },
  unread: { id: 'messaging.list.unread', defaultMessage: 'Unread', description: 'Badge of a conversation with messages the patient has not read' },
  noMessages: { id: 'messaging.list.noMessages', defaultMessage: 'No messages yet', description: 'Excerpt of a conversation that has no messages' },
  attachmentsOnly: {
    id: 'messaging.list.attachmentsOnly',
    defaultMessage: '{count, plural, one {# attachment} other {# attachments}}',
    description: 'Excerpt of a latest message that has attachments and no text',
  },
  latest: { id: 'messaging.list.latest', defaultMessage: '<hidden>Latest message </hidden>{time}', description: 'Time of a conversation’s latest message in the list' },
});

export const newMessages = defineMessages<NewValues>({
  title: { id: 'messaging.new.title', defaultMessage: 'New message', description: 'Heading of the new conversation page' },
  recipientLabel: { id: 'messaging.new.recipientLabel', defaultMessage: 'Recipient', description: 'Label of the recipient of a new conversation' },
  recipient: { id: 'messaging.new.recipient', defaultMessage: 'Your healthcare team', description: 'The recipient of a new conversation: the care team (a link that opens the choice of recipient)' },
  careTeamLegend: { id: 'messaging.new.careTeamLegend', defaultMessage: 'Who should receive your message?', description: 'Question of the choice of recipient of a new conversation' },
  careTeamHelp: {
    id: 'messaging.new.careTeamHelp',
    defaultMessage: 'You can write to a professional you have met in the last 12 months. Customer service passes your message on to whoever can help.',
    description: 'Help under the question of the choice of recipient',
  },
  customerService: { id: 'messaging.new.customerService', defaultMessage: 'Customer service', description: 'Choice of recipient: customer service, who pass the message on to the care team' },
  careTeamEmpty: {
    id: 'messaging.new.careTeamEmpty',
    defaultMessage: 'Customer service reads your message and passes it on to whoever can help. After a visit you can also write to the professional you met.',
    description: 'Shown when the patient has met no professional in the last 12 months: the message goes to customer service',
  },
  careTeamLoading: { id: 'messaging.new.careTeamLoading', defaultMessage: 'Loading your healthcare team', description: 'Label of the spinner while the care team loads' },
  careTeamFailed: {
    id: 'messaging.new.careTeamFailed',
    defaultMessage: 'Your healthcare team could not be loaded. Your message goes to customer service, who pass it on.',
    description: 'Error when the care team could not be loaded',
  },
  subject: { id: 'messaging.new.subject', defaultMessage: 'Subject', description: 'Label of the subject field of a new conversation' },
  subjectTooLong: { id: 'messaging.new.subjectTooLong', defaultMessage: 'The subject may be at most {max} characters.', description: 'Error when the subject is too long' },
  message: { id: 'messaging.new.message', defaultMessage: 'Message', description: 'Label of the message field of a new conversation' },
  disclaimer: {
    id: 'messaging.new.disclaimer',
    defaultMessage: 'Do not send urgent matters by message: in an emergency, call 112. Your messages and their attachments are stored in your patient record.',
    description: 'Disclaimer below the new conversation form',
  },
  send: { id: 'messaging.new.send', defaultMessage: 'Send', description: 'Button that sends a new conversation' },
  sending: { id: 'messaging.new.sending', defaultMessage: 'Sending…', description: 'The send button while the message is being sent' },
  failed: { id: 'messaging.new.failed', defaultMessage: 'Sending the message failed. Try again.', description: 'Error when a new conversation could not be sent' },
});

export const threadMessages = defineMessages<ThreadValues>({
  fallbackTitle: { id: 'messaging.thread.fallbackTitle', defaultMessage: 'Conversation', description: 'Heading of a conversation page before its subject is known' },
  loading: { id: 'messaging.thread.loading', defaultMessage: 'Loading the conversation', description: 'Label of the placeholders shown while a conversation loads' },
  error: { id: 'messaging.thread.error', defaultMessage: 'Failed to fetch messages. Please try again later.', description: 'Error box when a conversation could not be loaded' },
  notFound: { id: 'messaging.thread.notFound', defaultMessage: 'Conversation was not found', description: 'Heading when the conversation does not exist or is not the patient’s' },
  notFoundText: {
    id: 'messaging.thread.notFoundText',
    defaultMessage: 'The address may be wrong, or the conversation is not yours. Your conversations are in the list of messages.',
    description: 'Text when a conversation was not found',
  },
  participants: { id: 'messaging.thread.participants', defaultMessage: '{count, plural, one {# participant} other {# participants}}', description: 'Summary of the people in a conversation, expands to the list' },
  messagesLabel: { id: 'messaging.thread.messagesLabel', defaultMessage: 'Messages', description: 'Accessible name of the messages of a conversation' },
  unknownAuthor: { id: 'messaging.thread.unknownAuthor', defaultMessage: 'Unknown sender', description: 'Author of a message whose sender no longer exists' },
  deleted: { id: 'messaging.thread.deleted', defaultMessage: 'This message has been deleted.', description: 'Shown instead of a deleted message' },
  absent: {
    id: 'messaging.thread.absent',
    defaultMessage: '{name} is away {start}–{end}.',
    description: 'Notice when the professional handling the conversation is absent; {start} and {end} are dates',
  },
  substitute: { id: 'messaging.thread.substitute', defaultMessage: 'Standing in: {names}.', description: 'Who stands in for the absent professional' },
  reply: { id: 'messaging.thread.reply', defaultMessage: 'Reply', description: 'Label of the reply field of a conversation' },
  send: { id: 'messaging.thread.send', defaultMessage: 'Send', description: 'Button that sends a reply' },
  sending: { id: 'messaging.thread.sending', defaultMessage: 'Sending…', description: 'The send button while a reply is being sent' },
  sendFailed: { id: 'messaging.thread.sendFailed', defaultMessage: 'Failed to send the message.', description: 'Error when a reply could not be sent' },
  responseTime: { id: 'messaging.thread.responseTime', defaultMessage: 'The care team answers within 1–3 business days.', description: 'Response-time note below the reply form' },
  closed: { id: 'messaging.thread.closed', defaultMessage: 'This conversation is closed. Start a new message if you need to.', description: 'Notice in place of the reply form of a closed conversation' },
  sentAt: { id: 'messaging.thread.sentAt', defaultMessage: 'at {time}', description: 'Time a message was sent, HH:mm' },
});

export const attachmentMessages = defineMessages<AttachmentValues>({
  add: { id: 'messaging.attachments.add', defaultMessage: 'Add attachments', description: 'Label of the file picker for message attachments' },
  hint: {
    id: 'messaging.attachments.hint',
    defaultMessage: 'PDF, image, Office, CSV and text files, at most 9 MB together.',
    description: 'Which files may be attached to a message',
  },
  label: { id: 'messaging.attachments.label', defaultMessage: 'Attachments', description: 'Accessible name of the list of attachments being added' },
  uploading: { id: 'messaging.attachments.uploading', defaultMessage: 'Uploading {fileName}', description: 'Progress bar of an attachment being uploaded' },
  uploaded: { id: 'messaging.attachments.uploaded', defaultMessage: '{fileName} is ready to send', description: 'An attachment whose upload finished' },
  failed: {
    id: 'messaging.attachments.failed',
    defaultMessage: 'Uploading {fileName} failed. Remove it and add the file again.',
    description: 'An attachment whose upload failed; it cannot be retried',
  },
  remove: { id: 'messaging.attachments.remove', defaultMessage: 'Remove {fileName}', description: 'Button that removes an attachment from the message' },
  tooLarge: { id: 'messaging.attachments.tooLarge', defaultMessage: 'Attachment file is too large', description: 'Error toast when the attachments would weigh more than the limit together' },
  tooLargeNote: {
    id: 'messaging.attachments.tooLargeNote',
    defaultMessage: 'The attachments of a message may weigh at most {max} together. {fileName} ({size}) was not added.',
    description: 'Size note of the too-large toast; {max} and {size} are sizes such as 9 MB',
  },
  badType: { id: 'messaging.attachments.badType', defaultMessage: 'This file type cannot be attached', description: 'Error toast for a file of a type that may not be attached' },
  badTypeNote: {
    id: 'messaging.attachments.badTypeNote',
    defaultMessage: '{fileName} was not added. You can attach PDF, image, Office, CSV and text files.',
    description: 'Note of the wrong file type toast',
  },
  download: { id: 'messaging.attachments.download', defaultMessage: 'Open {fileName}', description: 'Button that opens an attachment of a message in a new tab' },
  downloadFailed: { id: 'messaging.attachments.downloadFailed', defaultMessage: 'The attachment could not be opened. Try again.', description: 'Error toast when an attachment could not be opened' },
  inMessage: { id: 'messaging.attachments.inMessage', defaultMessage: 'Attachments', description: 'Accessible name of the attachments of a sent message' },
  preview: { id: 'messaging.attachments.preview', defaultMessage: 'Preview of {fileName}', description: 'Text alternative of the small preview of an image attachment (jpg, jpeg or png)' },
});

export const questionnaireLinkMessages = defineMessages<QuestionnaireLinkValues>({
  label: { id: 'messaging.questionnaires.label', defaultMessage: 'Questionnaires', description: 'Accessible name of the questionnaires the care team sent with a message' },
  link: {
    id: 'messaging.questionnaires.link',
    defaultMessage: '{title} – {answered, select, yes {answered} other {to answer}}',
    description: 'Link from a message to a questionnaire the care team sent with it: its title and whether the patient has answered it',
  },
});
