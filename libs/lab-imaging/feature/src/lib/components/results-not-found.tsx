import { PageLayout } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { commonMessages } from '../messages';
import { BackLink } from './back-links';
import styles from './lab-imaging.module.css';

/** 'Results were not found' (booking doc section 8): the address names no results of the patient. */
export function ResultsNotFound({ backTo }: { backTo: 'laboratory' | 'imaging' }) {
  const intl = useIntl();
  return (
    <PageLayout title={intl.formatMessage(commonMessages.resultsNotFound)}>
      <p className={styles['paragraph']}>{intl.formatMessage(commonMessages.resultsNotFoundText)}</p>
      <BackLink to={backTo} />
    </PageLayout>
  );
}
