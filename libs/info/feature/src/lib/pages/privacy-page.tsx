import { useBrand } from '@portal/shared/data-access';
import { sectionTitles, useLang } from '@portal/shared/i18n';
import { ContentSections, PageLayout, Stack } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { privacyContent } from '../content/privacy-content';

/**
 * /{lang}/{privacy|tietosuoja|dataskydd}: the privacy notice in the page's language, with the
 * brand's name and customer service number, for everyone (the consent forms link here).
 */
export function PrivacyPage() {
  const intl = useIntl();
  const lang = useLang();
  const brand = useBrand();
  const notice = privacyContent[lang](brand.name[lang], brand.customerServicePhone);
  return (
    <PageLayout title={intl.formatMessage(sectionTitles.privacy)}>
      <Stack gap={6}>
        <ContentSections sections={notice.sections} />
      </Stack>
    </PageLayout>
  );
}
