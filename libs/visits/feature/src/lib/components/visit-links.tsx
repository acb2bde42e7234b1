import { pagePaths } from '@portal/shared/util';
import { useLang } from '@portal/shared/i18n';
import { Link } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { visitMessages } from '../messages';

/** Back to the list. Not printed: paper has no links to follow. */
export function AllVisitsLink() {
  const intl = useIntl();
  const lang = useLang();
  return (
    <Link href={pagePaths.visits.list(lang)} data-screen-only>
      {intl.formatMessage(visitMessages.allVisits)}
    </Link>
  );
}
