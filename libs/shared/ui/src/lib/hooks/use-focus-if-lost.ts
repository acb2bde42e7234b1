import type { RefObject } from 'react';
import { useLayoutEffect } from 'react';

/**
 * Takes the focus for the element when it appears in place of the control that had it: a button
 * that goes once it has done its work (Check in, which the outcome replaces) would otherwise leave
 * the focus on the page's body, and a keyboard user would start again from the top. The element
 * needs tabIndex={-1}. Nothing moves when the focus is on another control (the patient has moved
 * on). For what appears as the outcome of an action (`when`): nothing has the focus on a page's
 * load either.
 */
export function useFocusIfLost(ref: RefObject<HTMLElement | null>, when = true): void {
  useLayoutEffect(() => {
    if (!when) return;
    const active = document.activeElement;
    if (active === null || active === document.body || active === document.documentElement) ref.current?.focus();
  }, [ref, when]);
}
