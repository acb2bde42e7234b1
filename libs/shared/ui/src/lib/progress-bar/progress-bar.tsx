import { clampProgress } from '@portal/shared/util';
import type { ReactNode } from 'react';
import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import styles from './progress-bar.module.css';

export interface ProgressBarProps {
  /** The visible label, e.g. 'Questionnaire progress'. */
  label: ReactNode;
  /** Percentage; clamped to 0-100. */
  value: number;
  /** Show the percentage next to the label (default true). */
  showValue?: boolean;
  /** Text read and shown instead of the percentage, e.g. 'Step 2 of 5'. */
  valueLabel?: string;
  className?: string;
}

/** A determinate progress bar (react-aria ProgressBar) with the value clamped to 0-100. */
export function ProgressBar({ label, value, showValue = true, valueLabel, className }: ProgressBarProps) {
  const clamped = clampProgress(value);
  return (
    <AriaProgressBar
      value={clamped}
      minValue={0}
      maxValue={100}
      valueLabel={valueLabel}
      className={[styles['root'], className].filter(Boolean).join(' ')}
    >
      {({ percentage, valueText }) => (
        <>
          <Label className={styles['label']}>{label}</Label>
          {showValue ? <span className={styles['value']}>{valueText}</span> : <span />}
          <div className={styles['track']}>
            <div className={styles['fill']} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
