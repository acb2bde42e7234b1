/**
 * One language's messages of every project, joined from their src/translations folders
 * (apps/portal/vite/catalog-files.cjs): by the portal's Vite plugin (apps/portal/vite/catalogs.ts) in
 * the build, development and Storybook, and by tools/jest/catalogs in unit tests. In production
 * builds the module holds the first page's messages and `rest` loads the others.
 */
declare module 'virtual:portal-catalog/*' {
  import type { IntlConfig } from 'react-intl';

  const messages: NonNullable<IntlConfig['messages']>;
  export default messages;
  export const rest: (() => Promise<{ default: NonNullable<IntlConfig['messages']> }>) | undefined;
}
