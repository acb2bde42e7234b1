import { pagePaths } from '@portal/shared/util';
import { hasFeature, useBrand, useSession } from '@portal/shared/data-access';
import { sectionTitles, useLang } from '@portal/shared/i18n';
import { EmptyState, Link, Notice, PageLayout } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { SicknessFundTabId } from '../components/sickness-fund-tabs';
import { isSicknessFundTabId, SicknessFundTabs } from '../components/sickness-fund-tabs';
import { sicknessFundContent } from '../content/sickness-fund-content';
import { sicknessFundMessages } from '../messages';

/**
 * /{lang}/sairauskassa: the fund's information for its members (both flags of account doc
 * section 6, as the menu group). Anyone else who opens the address gets a page that says whom it
 * is for, not an error. The selected tab is in the address (`?tab=`), so the language switch and
 * a shared link keep it.
 */
export function SicknessFundPage() {
  const intl = useIntl();
  const lang = useLang();
  const session = useSession();
  const { customerServicePhone } = useBrand();
  const [searchParams, setSearchParams] = useSearchParams();
  const title = intl.formatMessage(sectionTitles.sicknessFund);
  const isMember = hasFeature(session, 'sickness-fund-page') && hasFeature(session, 'is-finnair-sickness-fund-member');

  if (!isMember) {
    return (
      <PageLayout title={title}>
        <EmptyState
          title={intl.formatMessage(sicknessFundMessages.notMemberTitle)}
          text={intl.formatMessage(sicknessFundMessages.notMemberText)}
          action={<Link href={pagePaths.home.front(lang)}>{intl.formatMessage(sicknessFundMessages.toFrontPage)}</Link>}
        />
      </PageLayout>
    );
  }

  const requested = searchParams.get('tab');
  const selectedTab: SicknessFundTabId = isSicknessFundTabId(requested) ? requested : 'overview';
  const selectTab = (tab: SicknessFundTabId) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === 'overview') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );

  return (
    <PageLayout
      title={title}
      intro={lang === 'fi' ? undefined : <Notice>{intl.formatMessage(sicknessFundMessages.finnishOnly)}</Notice>}
    >
      <SicknessFundTabs content={sicknessFundContent(customerServicePhone)} selectedTab={selectedTab} onSelectTab={selectTab} />
    </PageLayout>
  );
}
