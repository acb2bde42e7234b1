import { useLang } from '@portal/shared/i18n';
import { Link } from '@portal/shared/ui';
import { pagePaths } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { commonMessages } from '../messages';
import styles from './lab-imaging.module.css';

/** Back to the section's list, above a detail page's title; not printed. */
export function BackLink({ to }: { to: 'laboratory' | 'imaging' }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <p className={[styles['muted'], styles['noPrint']].join(' ')}>
      <Link href={pagePaths.labImaging[to](lang)}>
        {intl.formatMessage(to === 'laboratory' ? commonMessages.allLaboratoryResults : commonMessages.allImaging)}
      </Link>
    </p>
  );
}
