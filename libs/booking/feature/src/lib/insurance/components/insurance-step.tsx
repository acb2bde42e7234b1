import type { NoticeTone } from '@portal/shared/ui';
import { Notice } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import styles from './insurance.module.css';

export interface InsuranceStepProps {
  message: ReactNode;
  /** A toned notice (announced with `role`), or a plain paragraph without a tone. */
  tone?: NoticeTone;
  role?: 'alert' | 'status';
  /** The step's buttons. */
  actions?: ReactNode;
}

/** One state of an insurer's step: what it says, and what the patient can do next. */
export function InsuranceStep({ message, tone, role, actions }: InsuranceStepProps) {
  return (
    <div className={styles['step']}>
      {tone === undefined ? (
        <p role={role}>{message}</p>
      ) : (
        <Notice tone={tone} role={role}>
          {message}
        </Notice>
      )}
      {actions !== undefined && <p className={styles['actions']}>{actions}</p>}
    </div>
  );
}
