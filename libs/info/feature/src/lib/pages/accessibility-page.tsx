import { brandHasSection, useBrand } from '@portal/shared/data-access';
import { sectionTitles, useLang } from '@portal/shared/i18n';
import { ContentBlocks, ContentSections, Link, PageLayout, Stack } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { useSendAccessibilityFeedback } from '../api/send-accessibility-feedback';
import type { SupervisorContact } from '../content/accessibility-content';
import { accessibilityContent } from '../content/accessibility-content';
import { AccessibilityFeedbackForm } from '../forms/accessibility-feedback-form';
import styles from '../components/info.module.css';

function Supervisor({ contact }: { contact: SupervisorContact }) {
  return (
    <Stack gap={2}>
      <h3 className={styles['heading']}>{contact.heading}</h3>
      <address className={styles['address']}>
        {contact.name}
        <br />
        {contact.unit}
        <br />
        <Link href={contact.website.href}>{contact.website.text}</Link>
        <br />
        <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
        <br />
        <Link href={contact.phone.href}>{contact.phone.text}</Link>
      </address>
    </Stack>
  );
}

/**
 * /{lang}/{accessibility|saavutettavuus|tillganglighet}: the accessibility statement of the brand's
 * service with the feedback form, for everyone, signed in or not (Act 306/2019).
 */
export function AccessibilityPage() {
  const intl = useIntl();
  const lang = useLang();
  const brand = useBrand();
  const { status, send } = useSendAccessibilityFeedback();
  const statement = accessibilityContent[lang]({
    name: brand.name[lang],
    customerServicePhone: brand.customerServicePhone,
    termsInFinnishOnly: brand.termsLanguage === 'fi',
    hasSicknessFund: brand.offersOccupationalHealth,
    hasCertificates: brandHasSection(brand, 'certificates'),
  });
  const { feedback, enforcement, statementInfo } = statement;
  return (
    <PageLayout title={intl.formatMessage(sectionTitles.accessibility)}>
      <Stack gap={6}>
        <Stack gap={2}>
          <ContentBlocks blocks={statement.intro} />
        </Stack>
        <ContentSections sections={statement.sections} />
        <Stack as="section" gap={2} aria-labelledby="accessibility-feedback">
          <h2 id="accessibility-feedback" className={styles['heading']}>
            {feedback.heading}
          </h2>
          <ContentBlocks blocks={feedback.blocks} />
          <AccessibilityFeedbackForm status={status} onSend={send} aria-labelledby="accessibility-feedback" />
        </Stack>
        <Stack as="section" gap={2} aria-labelledby="accessibility-enforcement">
          <h2 id="accessibility-enforcement" className={styles['heading']}>
            {enforcement.heading}
          </h2>
          <ContentBlocks blocks={enforcement.blocks} />
          <Supervisor contact={enforcement.supervisor} />
        </Stack>
        <ContentSections sections={[statementInfo]} />
      </Stack>
    </PageLayout>
  );
}
