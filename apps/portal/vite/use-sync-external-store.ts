/**
 * What the build gives react-aria and react-stately for `use-sync-external-store/shim`
 * (vite.config.mts): React 18 and later have the hook, so the shim's fallback for older Reacts
 * only adds bytes to the first page.
 */
export { useSyncExternalStore } from 'react';
