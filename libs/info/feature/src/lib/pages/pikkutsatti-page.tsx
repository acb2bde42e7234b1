import { useBrand } from '@portal/shared/data-access';
import { sectionTitles, useLang } from '@portal/shared/i18n';
import { Link, PageLayout, PlainList, Stack } from '@portal/shared/ui';
import { outsideLinks } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { infoMessages } from '../messages';
import styles from '../components/info.module.css';

/**
 * /{lang}/pikkutsatti: the children's chat moved to the mobile app (account doc section 2). The
 * same notice for everyone, signed in or not and with or without the pikkutsatti flag: the flag
 * only decides the menu link, while an old bookmark or link should still find the way to the app.
 */
export function PikkutsattiPage() {
  const intl = useIntl();
  const lang = useLang();
  const brand = useBrand();
  return (
    <PageLayout title={intl.formatMessage(sectionTitles.pikkutsatti)}>
      <Stack as="section" gap={2} aria-labelledby="pikkutsatti-moved">
        <h2 id="pikkutsatti-moved" className={styles['heading']}>
          {intl.formatMessage(infoMessages.chatMovedTitle, { brandName: brand.name[lang] })}
        </h2>
        <p className={styles['paragraph']}>{intl.formatMessage(infoMessages.chatMovedText)}</p>
        <PlainList className={styles['storeLinks']} aria-label={intl.formatMessage(infoMessages.storeLinksLabel)}>
          <li>
            <Link href={outsideLinks.appStore} variant="button">
              {intl.formatMessage(infoMessages.appStore)}
            </Link>
          </li>
          <li>
            <Link href={outsideLinks.googlePlay} variant="button">
              {intl.formatMessage(infoMessages.googlePlay)}
            </Link>
          </li>
        </PlainList>
      </Stack>
    </PageLayout>
  );
}
