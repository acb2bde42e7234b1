import { NOW } from '@portal/shared/server/testing';
import { timedCache } from './timed-cache';

describe('timedCache', () => {
  const clock = { now: NOW };
  const later = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  beforeEach(() => {
    clock.now = NOW;
  });

  /** A load that counts its calls and answers `answer` (or fails) when released. */
  const loader = <T>(answer: T) => {
    const calls: { resolve(): void; reject(error: Error): void }[] = [];
    const load = () =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve: () => resolve(answer), reject });
      });
    return { load, calls };
  };

  it('answers from the held load within the time to live and loads again after it, by the injected clock', async () => {
    const cache = timedCache<string>(() => clock.now, { ttlMs: 60_000 });
    let loads = 0;
    const load = async () => `answer ${++loads}`;
    expect(await cache.get('a', load)).toBe('answer 1');
    later(60_000);
    expect(await cache.get('a', load)).toBe('answer 1');
    later(1);
    expect(await cache.get('a', load)).toBe('answer 2');
    // A clock set back by more than the time to live does not keep the old answer either.
    later(-120_000);
    expect(await cache.get('a', load)).toBe('answer 3');
    expect(await cache.get('a', load, { fresh: true })).toBe('answer 4');
  });

  it('holds each key apart', async () => {
    const cache = timedCache<string>(() => clock.now);
    expect(await cache.get('fi', async () => 'Hei')).toBe('Hei');
    expect(await cache.get('en', async () => 'Hello')).toBe('Hello');
    expect(await cache.get('fi', async () => 'not loaded')).toBe('Hei');
  });

  it('lets requests that miss at the same time share one load', async () => {
    const cache = timedCache<string>(() => clock.now);
    const { load, calls } = loader('shared');
    const answers = Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(calls).toHaveLength(1);
    calls[0]?.resolve();
    expect(await answers).toEqual(['shared', 'shared', 'shared']);
  });

  it('drops a failed load, so the next request loads again', async () => {
    const cache = timedCache<string>(() => clock.now);
    const failing = loader('never');
    const first = cache.get('a', failing.load);
    const second = cache.get('a', failing.load);
    failing.calls[0]?.reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await expect(second).rejects.toThrow('database down');
    expect(await cache.get('a', async () => 'recovered')).toBe('recovered');
  });

  it('keeps at most maxEntries answers, dropping the expired and then the oldest first', async () => {
    const cache = timedCache<string>(() => clock.now, { ttlMs: 60_000, maxEntries: 2 });
    await cache.get('old', async () => 'old');
    later(30_000);
    await cache.get('newer', async () => 'newer');
    later(31_000);
    // 'old' has expired and makes room; 'newer' is still held.
    await cache.get('third', async () => 'third');
    expect(await cache.get('newer', async () => 'loaded again')).toBe('newer');
    // Both held answers are current: the oldest, 'newer', goes.
    await cache.get('fourth', async () => 'fourth');
    expect(await cache.get('third', async () => 'loaded again')).toBe('third');
    expect(await cache.get('newer', async () => 'loaded again')).toBe('loaded again');
  });
});
