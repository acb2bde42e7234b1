import type { RefObject } from 'react';
import { useEffect } from 'react';

/**
 * Prints the whole content: every closed details element inside `container` opens before the
 * browser prints and closes again afterwards, so the patient's page is as they left it.
 */
export function usePrintOpensDetails(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let opened: HTMLDetailsElement[] = [];
    const open = () => {
      opened = [...(container.current?.querySelectorAll<HTMLDetailsElement>('details:not([open])') ?? [])];
      for (const details of opened) details.open = true;
    };
    const restore = () => {
      for (const details of opened) details.open = false;
      opened = [];
    };
    window.addEventListener('beforeprint', open);
    window.addEventListener('afterprint', restore);
    return () => {
      window.removeEventListener('beforeprint', open);
      window.removeEventListener('afterprint', restore);
    };
  }, [container]);
}
