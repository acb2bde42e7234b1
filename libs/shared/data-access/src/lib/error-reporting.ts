export type ErrorSeverity = 'error' | 'critical';

export interface ErrorContext {
  /**
   * The business process the error happened in, e.g. 'booking'
   * (spec: "Errors go to an error-reporting service with a process tag").
   */
  process: string;
  /** Default 'error'. */
  severity?: ErrorSeverity;
  /** Low-cardinality labels for development diagnostics; never personal data. */
  tags?: Record<string, string>;
}

export interface ErrorReporter {
  report(error: unknown, context: ErrorContext): void;
}

/** Development: everything to the console, where the developer is looking. */
export function createConsoleReporter(): ErrorReporter {
  return {
    report(error, context) {
      console.error(`[error-reporter] ${context.process} (${context.severity ?? 'error'})`, error, context);
    },
  };
}

export function createNoopReporter(): ErrorReporter {
  return {
    report() {
      // Deliberately nothing: for tests, and for production builds without a reporting endpoint.
    },
  };
}

/** The JSON a beacon carries: deliberately only these fields (no bodies, tags or personal data). */
export interface BeaconPayload {
  name: string;
  message: string;
  stack?: string;
  process: string;
  severity: ErrorSeverity;
}

const maxMessageLength = 500;
const maxStackLength = 2000;

/**
 * Error messages are written by many hands (and by libraries quoting their input), so before
 * anything leaves the browser we remove what commonly carries personal data: URL query strings
 * and fragments, e-mail addresses, Finnish personal identity codes and long digit runs (phone
 * numbers, card numbers).
 */
export function scrub(text: string): string {
  return text
    .replace(/[?#][^\s"'`)]+/g, '')
    .replace(/[^\s@"'`<>()]+@[^\s@"'`<>()]+\.[a-z]{2,}/gi, '[email]')
    .replace(/\b\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]\b/g, '[hetu]')
    .replace(/\+?\d[\d\s-]{5,}\d/g, '[number]');
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export function toBeaconPayload(error: unknown, context: ErrorContext): BeaconPayload {
  const payload: BeaconPayload = {
    name: 'NonError',
    // A thrown non-Error (an answer body, a string built from user input) is not serialised at
    // all: only its type is reported.
    message: `Non-error value of type ${error === null ? 'null' : typeof error}`,
    process: context.process,
    severity: context.severity ?? 'error',
  };
  if (error instanceof Error) {
    payload.name = truncate(error.name, 100);
    payload.message = truncate(scrub(error.message), maxMessageLength);
    if (error.stack) payload.stack = truncate(scrub(error.stack), maxStackLength);
  }
  return payload;
}

export interface BeaconReporterOptions {
  /** Defaults to navigator.sendBeacon; replaceable in tests. */
  sendBeacon?: (url: string, data: Blob) => boolean;
}

/**
 * Production: a fire-and-forget beacon, which also survives the page being closed. It never
 * throws: a failure to report must not become a second error on the page.
 */
export function createBeaconReporter(url: string, options: BeaconReporterOptions = {}): ErrorReporter {
  return {
    report(error, context) {
      try {
        const send =
          options.sendBeacon ??
          (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
            ? (target: string, data: Blob) => navigator.sendBeacon(target, data)
            : undefined);
        if (!send) return;
        const body = JSON.stringify(toBeaconPayload(error, context));
        send(url, new Blob([body], { type: 'application/json' }));
      } catch {
        // Reporting is best effort; see above.
      }
    },
  };
}

/** The API's collector (libs/shared/server/src/lib/http/browser-reports.ts), on the portal's own origin. */
export const BROWSER_ERRORS_ENDPOINT = '/api/browser-errors';
