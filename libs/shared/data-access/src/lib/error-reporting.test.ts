import {
  createBeaconReporter,
  createConsoleReporter,
  createNoopReporter,
  scrub,
  toBeaconPayload,
} from './error-reporting';

afterEach(() => {
  jest.restoreAllMocks();
});

async function beaconJson(send: jest.Mock<boolean, [string, Blob]>, call = 0): Promise<unknown> {
  const blob = send.mock.calls[call]?.[1];
  if (!blob) throw new Error('no beacon sent');
  // jsdom's Blob has no text(); FileReader reads it.
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
  return JSON.parse(text) as unknown;
}

describe('createConsoleReporter', () => {
  it('writes the error and its context to console.error', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('boom');
    createConsoleReporter().report(error, { process: 'booking', severity: 'critical', tags: { step: 'confirm' } });
    expect(consoleError).toHaveBeenCalledWith('[error-reporter] booking (critical)', error, {
      process: 'booking',
      severity: 'critical',
      tags: { step: 'confirm' },
    });
  });
});

describe('createNoopReporter', () => {
  it('does nothing, quietly', () => {
    const consoleError = jest.spyOn(console, 'error');
    createNoopReporter().report(new Error('x'), { process: 'p' });
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('createBeaconReporter', () => {
  it('sends name, scrubbed message, truncated stack, process and severity as JSON, nothing else', async () => {
    const send = jest.fn<boolean, [string, Blob]>(() => true);
    const error = new TypeError('Lookup failed for maija@example.fi at /api/x?hetu=010190-123A');
    error.stack = `TypeError: x\n${'    at frame (bundle.js:1:2)\n'.repeat(200)}`;
    createBeaconReporter('/errors', { sendBeacon: send }).report(error, {
      process: 'profile',
      tags: { userEmail: 'maija@example.fi' },
    });

    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toBe('/errors');
    expect(send.mock.calls[0]?.[1].type).toBe('application/json');
    const payload = await beaconJson(send);
    expect(Object.keys(payload as object).sort()).toEqual(['message', 'name', 'process', 'severity', 'stack']);
    expect(payload).toMatchObject({
      name: 'TypeError',
      message: 'Lookup failed for [email] at /api/x',
      process: 'profile',
      severity: 'error',
    });
    const { stack } = payload as { stack: string };
    expect(stack.length).toBeLessThanOrEqual(2001);
    expect(stack.endsWith('…')).toBe(true);
    expect(JSON.stringify(payload)).not.toContain('maija');
    expect(JSON.stringify(payload)).not.toContain('010190');
  });

  it('uses navigator.sendBeacon by default', () => {
    const send = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: send, configurable: true });
    try {
      createBeaconReporter('/errors').report(new Error('x'), { process: 'p', severity: 'critical' });
      expect(send).toHaveBeenCalledWith('/errors', expect.any(Blob));
    } finally {
      Reflect.deleteProperty(navigator, 'sendBeacon');
    }
  });

  it('drops the report when the browser has no sendBeacon', () => {
    expect(typeof navigator.sendBeacon).toBe('undefined');
    expect(() => createBeaconReporter('/errors').report(new Error('x'), { process: 'p' })).not.toThrow();
  });

  it('never throws, even when sending does', () => {
    const send = jest.fn<boolean, [string, Blob]>(() => {
      throw new Error('quota');
    });
    expect(() => createBeaconReporter('/e', { sendBeacon: send }).report(new Error('x'), { process: 'p' })).not.toThrow();
  });
});

describe('toBeaconPayload', () => {
  it('does not serialise thrown non-errors (they may be answer bodies)', () => {
    expect(toBeaconPayload({ patient: 'Maija' }, { process: 'p' })).toEqual({
      name: 'NonError',
      message: 'Non-error value of type object',
      process: 'p',
      severity: 'error',
    });
    expect(toBeaconPayload(null, { process: 'p' }).message).toBe('Non-error value of type null');
    expect(toBeaconPayload('Maija Meikäläinen', { process: 'p' }).message).toBe('Non-error value of type string');
  });

  it('truncates long messages', () => {
    const payload = toBeaconPayload(new Error('a'.repeat(1000)), { process: 'p' });
    expect(payload.message).toHaveLength(501);
  });
});

describe('scrub', () => {
  it.each([
    ['GET /api/visits?from=2025&name=Maija failed', 'GET /api/visits failed'],
    ['see https://portal.fi/page#token=abc now', 'see https://portal.fi/page now'],
    ['mail maija.meikalainen@example.fi bounced', 'mail [email] bounced'],
    ['bad id 131052-308T given', 'bad id [hetu] given'],
    ['bad id 010101A123N and 010594Y9032', 'bad id [hetu] and [hetu]'],
    ['call +358 40 123 4567 later', 'call [number] later'],
    ['Are you sure? yes', 'Are you sure? yes'],
    ['at render (bundle.js:12:34)', 'at render (bundle.js:12:34)'],
  ])('%p → %p', (input, expected) => {
    expect(scrub(input)).toBe(expected);
  });
});
