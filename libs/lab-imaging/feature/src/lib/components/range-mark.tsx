import { VisuallyHidden } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { laboratoryMessages } from '../messages';
import styles from './lab-imaging.module.css';

export interface RangeMarkProps {
  /** Null when the laboratory did not judge the result: no mark. */
  isWithinReferenceRange: boolean | null;
  /** The words beside the symbol; otherwise only screen readers hear them. */
  withText?: boolean;
}

/** Within (a tick in a circle) or outside (a triangle with !) the reference range: shape, colour and words. */
export function RangeMark({ isWithinReferenceRange, withText = false }: RangeMarkProps) {
  const intl = useIntl();
  if (isWithinReferenceRange === null) return null;
  const text = intl.formatMessage(isWithinReferenceRange ? laboratoryMessages.withinRange : laboratoryMessages.outsideRange);
  return (
    <span className={[styles['mark'], isWithinReferenceRange ? styles['within'] : styles['outside']].join(' ')}>
      {isWithinReferenceRange ? (
        <svg className={styles['markIcon']} viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="8" stroke="currentColor" strokeWidth="1.75" />
          <path d="M6.5 10.5l2.5 2.5 4.5-5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : (
        <svg className={styles['markIcon']} viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
          <path d="M10 2.5l8 14.5H2z" stroke="currentColor" strokeWidth="1.75" strokeLinejoin="round" />
          <path d="M10 8v4M10 14.25v.25" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      )}
      {withText ? <span>{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>}
    </span>
  );
}
