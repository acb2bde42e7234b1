// A separate entry point: Apollo Client is only needed on the messaging pages, and importing it
// from the main entry would put it into the initial JavaScript of every page.
export { createMessagingClient } from './lib/apollo';
export type { MessagingClientOptions } from './lib/apollo';
