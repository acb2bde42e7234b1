import { useBrand } from '@portal/shared/data-access';
import { sectionTitles } from '@portal/shared/i18n';
import { ContentSections, FaqList, Link, PageLayout, Stack } from '@portal/shared/ui';
import { isBusinessNumber, phoneHref } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { helpContent } from '../content/help-content';
import styles from '../components/info.module.css';

/**
 * /fi/ohjeita, in Finnish only (its route has no other language): common instructions, the
 * frequently asked questions about SMS authentication and the brand's customer service number.
 */
export function HelpPage() {
  const intl = useIntl();
  const { customerServicePhone } = useBrand();
  const { instructions, smsFaq, customerService } = helpContent;
  return (
    <PageLayout title={intl.formatMessage(sectionTitles.help)}>
      <Stack gap={6}>
        <Stack as="section" gap={2} aria-labelledby="help-instructions">
          <h2 id="help-instructions" className={styles['heading']}>
            {instructions.heading}
          </h2>
          <ContentSections sections={instructions.sections} level={3} />
        </Stack>
        <Stack as="section" gap={2} aria-labelledby="help-sms">
          <h2 id="help-sms" className={styles['heading']}>
            {smsFaq.heading}
          </h2>
          <p className={styles['paragraph']}>{smsFaq.intro}</p>
          <FaqList entries={smsFaq.entries} />
        </Stack>
        <Stack as="section" gap={2} aria-labelledby="help-customer-service">
          <h2 id="help-customer-service" className={styles['heading']}>
            {customerService.heading}
          </h2>
          <p className={styles['paragraph']}>{customerService.text}</p>
          <p className={styles['paragraph']}>
            <Link href={phoneHref(customerServicePhone)} className={styles['phone']}>
              {customerServicePhone}
            </Link>
          </p>
          {isBusinessNumber(customerServicePhone) && <p className={styles['paragraph']}>{customerService.localCallPrice}</p>}
        </Stack>
      </Stack>
    </PageLayout>
  );
}
