import type { IdentificationMethod } from '@portal/shared/contracts';
import { PlainList } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { methodNames } from '../messages';
import { MethodLogo } from './method-logo';
import styles from './identification-methods.module.css';

export interface IdentificationMethodListProps {
  methods: readonly IdentificationMethod[];
  /** The address that starts identification with the method (see authenticateUrl). */
  hrefFor: (method: IdentificationMethod) => string;
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/**
 * One link per identification method, each a logo and the method's name. Plain `<a>` elements on
 * purpose: identification leaves the single-page app for a full page load (the design system's
 * Link would navigate inside the app).
 */
export function IdentificationMethodList({ methods, hrefFor, labelledBy }: IdentificationMethodListProps) {
  const intl = useIntl();
  return (
    <PlainList className={styles['list']} aria-labelledby={labelledBy}>
      {methods.map((method) => (
        <li key={method}>
          <a className={styles['tile']} href={hrefFor(method)}>
            <MethodLogo method={method} />
            <span className={styles['name']}>{intl.formatMessage(methodNames[method])}</span>
          </a>
        </li>
      ))}
    </PlainList>
  );
}
