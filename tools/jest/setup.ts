import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// The portal reads its build-time environment from this constant (see apps/portal/vite.config.mts).
Object.assign(globalThis, {
  __PORTAL_ENV__: { brand: 'general', environment: 'development' },
});
