import type { Prescription } from '@portal/prescriptions/contracts';
import { Button, PlainList, visuallyHiddenChunks } from '@portal/shared/ui';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { cartMessages } from '../messages';
import styles from './prescriptions.module.css';
import { medicineOf } from './summary';

export interface RenewalCartProps {
  /** The chosen prescriptions, in the list's order. */
  chosen: readonly Prescription[];
  onRemove: (id: number) => void;
  onRenew: () => void;
}

/**
 * The prescriptions chosen for renewal: each can be removed with its own button, named after the
 * medicine, and 'Renew selected' goes on. The count is a live region, so choosing and removing
 * are announced. A removed item's button is gone, so focus moves to the next item's button (or
 * the previous one, or the heading) instead of falling to the page.
 */
export function RenewalCart({ chosen, onRemove, onRenew }: RenewalCartProps) {
  const intl = useIntl();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /** The place of the item just removed, until focus has moved on from it. */
  const removedAt = useRef<number | null>(null);

  useEffect(() => {
    if (removedAt.current === null) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const target = buttons[Math.min(removedAt.current, buttons.length - 1)];
    (target ?? headingRef.current)?.focus();
    removedAt.current = null;
  }, [chosen]);

  return (
    <section className={styles['cart']} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles['cartTitle']}>
        {intl.formatMessage(cartMessages.title)}
      </h2>
      <p role="status" className={styles['cartCount']}>
        {intl.formatMessage(cartMessages.count, { count: chosen.length })}
      </p>
      {chosen.length === 0 ? (
        <p>{intl.formatMessage(cartMessages.empty)}</p>
      ) : (
        <PlainList gap={2} ref={listRef}>
          {chosen.map((prescription, index) => (
            <li key={prescription.id} className={styles['cartItem']}>
              <span>{medicineOf(prescription)}</span>
              <Button
                variant="ghost"
                size="small"
                onPress={() => {
                  removedAt.current = index;
                  onRemove(prescription.id);
                }}
              >
                {intl.formatMessage(cartMessages.remove, { medicine: medicineOf(prescription), hidden: visuallyHiddenChunks })}
              </Button>
            </li>
          ))}
        </PlainList>
      )}
      <div>
        <Button isDisabled={chosen.length === 0} onPress={onRenew}>
          {intl.formatMessage(cartMessages.renewSelected)}
        </Button>
      </div>
    </section>
  );
}
