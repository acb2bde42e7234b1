import { pagePaths } from '@portal/shared/util';
import { useLang } from '@portal/shared/i18n';
import { Link } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { pageMessages } from '../messages';

/** The button back to the list (booking doc section 2), on every state of a questionnaire. */
export function BackToList() {
  const intl = useIntl();
  const lang = useLang();
  return (
    <p>
      <Link href={pagePaths.questionnaires.list(lang)} variant="button-secondary">
        {intl.formatMessage(pageMessages.backToList)}
      </Link>
    </p>
  );
}
