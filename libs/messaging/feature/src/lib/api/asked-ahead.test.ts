import { PREFETCH_FRESH_MS } from '@portal/shared/data-access';
import { askedAhead } from './asked-ahead';

afterEach(() => jest.useRealTimers());

describe('askedAhead', () => {
  it('gives the answer out once, to the same key', async () => {
    const slot = askedAhead<string>();
    slot.put('token/10', Promise.resolve('thread 10'));
    await expect(slot.take('token/10')).resolves.toBe('thread 10');
    expect(slot.take('token/10')).toBeUndefined();
  });

  it('gives nothing to another key (another session or thread), and drops the answer', () => {
    const slot = askedAhead<string>();
    slot.put('token/10', Promise.resolve('thread 10'));
    expect(slot.take('token/11')).toBeUndefined();
    expect(slot.take('token/10')).toBeUndefined();
    slot.put('token/10', Promise.resolve('thread 10'));
    expect(slot.take('other-token/10')).toBeUndefined();
  });

  it('gives nothing once the answer is no longer fresh', () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00.000Z') });
    const slot = askedAhead<string>();
    slot.put('token', Promise.resolve('state'));
    jest.setSystemTime(Date.now() + PREFETCH_FRESH_MS - 1);
    expect(slot.take('token')).toBeDefined();
    slot.put('token', Promise.resolve('state'));
    jest.setSystemTime(Date.now() + PREFETCH_FRESH_MS);
    expect(slot.take('token')).toBeUndefined();
  });

  it('hands a failure to the page that takes it, and leaves none unhandled meanwhile', async () => {
    const slot = askedAhead<string>();
    slot.put('token', Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(slot.take('token')).rejects.toThrow('offline');
  });
});
