import { useEffect, useRef } from 'react';

/** The warnings of the pages shown now; a page's is its text while leaving would lose its edits. */
const warnings = new Set<{ text: string | null }>();

/** What to ask before the app's links move away, or null when nothing would be lost. */
export function currentLeaveWarning(): string | null {
  for (const warning of warnings) if (warning.text !== null) return warning.text;
  return null;
}

/**
 * Asks before edits are lost: while `text` is given, a click on one of the app's links asks the
 * patient with it (the browser's own confirmation), and reloading or closing the tab, or leaving
 * for another site, asks with the browser's words. The app's router is declarative and has no
 * blocker of its own; the browser's Back button is not asked about.
 */
export function useLeaveWarning(text: string | null): void {
  const warning = useRef<{ text: string | null }>({ text: null });
  useEffect(() => {
    const entry = warning.current;
    warnings.add(entry);
    return () => {
      warnings.delete(entry);
    };
  }, []);
  useEffect(() => {
    warning.current.text = text;
  }, [text]);
  const asks = text !== null;
  useEffect(() => {
    if (!asks) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [asks]);
}
