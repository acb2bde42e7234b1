import { useBrand } from '@portal/shared/data-access';
import { sectionTitles, useLang } from '@portal/shared/i18n';
import { ContentSections, Notice, PageLayout, Stack } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { termsContent } from '../content/terms-content';
import { infoMessages } from '../messages';

/**
 * /{lang}/eula: the terms of use in the page's language, or in the brand's terms language (the
 * children's brand: Finnish, which the footer links to). Opened in another language, the page
 * says so and shows the terms it has, marked with their language.
 */
export function TermsPage() {
  const intl = useIntl();
  const lang = useLang();
  const brand = useBrand();
  const termsLang = brand.termsLanguage ?? lang;
  const terms = termsContent[termsLang](brand.name[termsLang]);
  return (
    <PageLayout
      title={intl.formatMessage(sectionTitles.terms)}
      intro={
        termsLang === lang ? undefined : (
          <Notice>{intl.formatMessage(infoMessages.termsInFinnishOnly, { brandName: brand.name[lang] })}</Notice>
        )
      }
    >
      <Stack gap={6} lang={termsLang === lang ? undefined : termsLang}>
        <ContentSections sections={terms.sections} />
      </Stack>
    </PageLayout>
  );
}
