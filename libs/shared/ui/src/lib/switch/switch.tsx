import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import type { SwitchProps as AriaSwitchProps } from 'react-aria-components';
import styles from './switch.module.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className' | 'style'> {
  /** The visible label. */
  children: ReactNode;
  className?: string;
}

/** An on/off switch for a setting that takes effect at once. */
export function Switch({ children, className, ...rest }: SwitchProps) {
  return (
    <AriaSwitch {...rest} className={[styles['switch'], className].filter(Boolean).join(' ')}>
      <span className={styles['track']} aria-hidden="true">
        <span className={styles['thumb']} />
      </span>
      <span>{children}</span>
    </AriaSwitch>
  );
}
