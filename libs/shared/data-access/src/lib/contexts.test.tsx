import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createApiClient } from './api-client';
import { ApiClientProvider, useApiClient } from './api-client-context';
import { ErrorReporterProvider, useErrorReporter } from './error-reporter-context';
import { createNoopReporter } from './error-reporting';
import { TrackerProvider, useTracker } from './tracker-context';
import { createMemoryTracker } from './tracking';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ErrorReporterProvider / useErrorReporter', () => {
  it('gives the provided reporter', () => {
    const reporter = createNoopReporter();
    const { result } = renderHook(() => useErrorReporter(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <ErrorReporterProvider reporter={reporter}>{children}</ErrorReporterProvider>
      ),
    });
    expect(result.current).toBe(reporter);
  });

  it('throws outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useErrorReporter())).toThrow('useErrorReporter() used outside ErrorReporterProvider');
  });
});

describe('TrackerProvider / useTracker', () => {
  it('gives the provided tracker', () => {
    const tracker = createMemoryTracker();
    const { result } = renderHook(() => useTracker(), {
      wrapper: ({ children }: { children: ReactNode }) => <TrackerProvider tracker={tracker}>{children}</TrackerProvider>,
    });
    expect(result.current).toBe(tracker);
  });

  it('throws outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useTracker())).toThrow('useTracker() used outside TrackerProvider');
  });
});

describe('ApiClientProvider / useApiClient', () => {
  it('gives the provided client', () => {
    const client = createApiClient({ getCsrfToken: () => undefined });
    const { result } = renderHook(() => useApiClient(), {
      wrapper: ({ children }: { children: ReactNode }) => <ApiClientProvider client={client}>{children}</ApiClientProvider>,
    });
    expect(result.current).toBe(client);
  });

  it('throws outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useApiClient())).toThrow('useApiClient() used outside ApiClientProvider');
  });
});
