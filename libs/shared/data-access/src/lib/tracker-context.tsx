import type { ReactNode } from 'react';
import { createContext, use } from 'react';
import type { Tracker } from './tracking';

const TrackerContext = createContext<Tracker | null>(null);

export function TrackerProvider({ tracker, children }: { tracker: Tracker; children: ReactNode }) {
  return <TrackerContext value={tracker}>{children}</TrackerContext>;
}

/** The app's tracker. Throws outside the provider so a missing set-up is found in tests. */
export function useTracker(): Tracker {
  const tracker = use(TrackerContext);
  if (!tracker) throw new Error('useTracker() used outside TrackerProvider');
  return tracker;
}
