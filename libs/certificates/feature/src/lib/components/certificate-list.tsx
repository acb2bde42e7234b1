import type { Certificate } from '@portal/certificates/contracts';
import { useLang } from '@portal/shared/i18n';
import { Card, DescriptionList, Link, PlainList, visuallyHiddenChunks } from '@portal/shared/ui';
import { formatDate } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { certificatePdfUrl } from '../api/certificate-pdf';
import { certificateMessages, listMessages, typeMessages } from '../messages';
import styles from './certificates.module.css';

/** One certificate: its kind as the heading; the sick leave, who wrote it and when, and its PDF. */
function CertificateCard({ certificate }: { certificate: Certificate }) {
  const intl = useIntl();
  const lang = useLang();
  const named = { type: intl.formatMessage(typeMessages[certificate.type]), date: formatDate(certificate.creationDate), hidden: visuallyHiddenChunks };
  return (
    <Card as="li" headingLevel={2} title={intl.formatMessage(certificateMessages.title, named)}>
      <DescriptionList>
        <dt>{intl.formatMessage(certificateMessages.sickLeave)}</dt>
        <dd>
          {certificate.validFrom === certificate.validUntil
            ? formatDate(certificate.validFrom)
            : intl.formatMessage(certificateMessages.period, { from: formatDate(certificate.validFrom), until: formatDate(certificate.validUntil) })}
        </dd>
        {/* A practitioner no longer on record: no row rather than a blank. */}
        {certificate.practitioner !== null && (
          <>
            <dt>{intl.formatMessage(certificateMessages.practitioner)}</dt>
            <dd>{certificate.practitioner.name}</dd>
          </>
        )}
        <dt>{intl.formatMessage(certificateMessages.creationDate)}</dt>
        <dd>
          <time dateTime={certificate.creationDate}>{formatDate(certificate.creationDate)}</time>
        </dd>
      </DescriptionList>
      {/* `download` keeps the link out of the app's routing: the browser saves the API's PDF. */}
      <div>
        <Link href={certificatePdfUrl(certificate, lang)} download>
          {intl.formatMessage(certificateMessages.pdfLink, named)}
        </Link>
      </div>
    </Card>
  );
}

/** A semantic list of cards: each card reads as a whole on a narrow screen too. */
export function CertificateList({ certificates }: { certificates: readonly Certificate[] }) {
  const intl = useIntl();
  return (
    <PlainList gap={4} aria-label={intl.formatMessage(listMessages.label)} className={styles['list']}>
      {certificates.map((certificate) => (
        <CertificateCard key={certificate.id} certificate={certificate} />
      ))}
    </PlainList>
  );
}
