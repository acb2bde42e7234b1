import { pagePaths } from '@portal/shared/util';
import { useLang } from '@portal/shared/i18n';
import { Link } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { frameMessages } from '../messages';

export function BackToList() {
  const intl = useIntl();
  const lang = useLang();
  return <Link href={pagePaths.messaging.list(lang)}>{intl.formatMessage(frameMessages.backToList)}</Link>;
}
