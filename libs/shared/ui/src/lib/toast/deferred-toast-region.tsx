import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { ToastQueue } from './toast-queue';

// The region (react-aria's toast region and its strings in every language) is a chunk of its own,
// loaded with the first toast: most pages never show one, and every page would pay for it.
const ToastRegion = lazy(() => import('./toast').then((m) => ({ default: m.ToastRegion })));

export interface DeferredToastRegionProps {
  queue: ToastQueue;
}

/** The app's toast region, rendered once the first toast is added and kept from then on. */
export function DeferredToastRegion({ queue }: DeferredToastRegionProps) {
  const hasToasts = useSyncExternalStore(
    (onChange) => queue.ariaQueue.subscribe(onChange),
    () => queue.ariaQueue.visibleToasts.length > 0,
    () => false,
  );
  const [needed, setNeeded] = useState(false);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion queue={queue} />
    </Suspense>
  );
}
