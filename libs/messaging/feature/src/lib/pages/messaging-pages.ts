// The section's pages load as one chunk: a route object's lazy import costs the first page a
// preload list of its own, and the pages share their frame, the messaging client and forms.
export { ConversationPage } from './conversation-page';
export { ConversationsPage } from './conversations-page';
export { NewConversationPage } from './new-conversation-page';
