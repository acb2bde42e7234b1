import type { Instant } from '@portal/shared/util';
import { useEffect, useState } from 'react';
import { isBindingRequired, msUntilBinding } from './binding';

/** setTimeout takes at most a signed 32-bit delay; a longer wait is made of several. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The binding-reservation rule as time passes while the page is open: false until the appointment
 * enters the binding hours, then true, so the binding box appears in a form already being filled
 * in. One timer is set for the moment the line is crossed (no polling).
 */
export function useBindingRequired(startDate: Instant, bindingHours: number): boolean {
  const [required, setRequired] = useState(() => isBindingRequired(startDate, bindingHours, Date.now()));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const now = Date.now();
      const binding = isBindingRequired(startDate, bindingHours, now);
      setRequired(binding);
      if (!binding) timer = setTimeout(check, Math.min(Math.max(msUntilBinding(startDate, bindingHours, now), 1), MAX_TIMER_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [startDate, bindingHours]);

  return required;
}
