import { beforeEach, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/dom';
import { TextDecoder, TextEncoder } from 'node:util';

// How long findBy* and waitFor wait for the page to get where a test expects. The library's 1 s
// failed a my-information test in CI whose first page render waited on lazily compiled modules
// while the other core ran the database tests: a page that is slow under load is not a wrong page.
// A test of timing itself uses fake timers or a budget in the benchmarks, never this wait.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these; react-router needs them.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// The portal reads its build-time environment from this constant (see apps/portal/vite.config.mts).
Object.assign(globalThis, {
  __PORTAL_ENV__: { brand: 'general', environment: 'development' },
});

/**
 * The test clock (TEST_NOW of @portal/shared/util/testing, which jest.preset.js passes to Jest's
 * fake timers): Date, and nothing else, reads it, and moves on with real time from there, so
 * durations measured in a test still pass. Set while the test file loads and again before each test, since a test may have faked all
 * timers (which also start at the test clock) and restored the real ones.
 */
function useTestClock(): void {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
    advanceTimers: true,
  });
}
useTestClock();
beforeEach(useTestClock);
