import type { ReferralType } from '@portal/lab-imaging/contracts';
import { ErrorView, PageLayout, PlaceholderRows, Stack } from '@portal/shared/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useReferral } from '../api/get-referral';
import { BackLink } from '../components/back-links';
import styles from '../components/lab-imaging.module.css';
import { PrintButton } from '../components/print-button';
import { ReferralDetails } from '../components/referral-details';
import { referralMessages } from '../messages';

const REFERRAL_ID = /^\d{1,9}$/;

function ReferralNotFound({ type }: { type: ReferralType }) {
  const intl = useIntl();
  return (
    <PageLayout title={intl.formatMessage(referralMessages.notFound)}>
      <p className={styles['paragraph']}>{intl.formatMessage(referralMessages.notFoundText)}</p>
      <BackLink to={type} />
    </PageLayout>
  );
}

function Referral({ type, id }: { type: ReferralType; id: number }) {
  const intl = useIntl();
  const remote = useReferral(type, id);
  const [now] = useState(() => Date.now());
  if (remote.status === 'not-found') return <ReferralNotFound type={type} />;
  const title = intl.formatMessage(type === 'laboratory' ? referralMessages.labTitle : referralMessages.imagingTitle);
  return (
    <PageLayout title={title} before={<BackLink to={type} />}>
      {remote.status === 'loading' && <PlaceholderRows count={4} label={intl.formatMessage(referralMessages.loading)} />}
      {remote.status === 'error' && <ErrorView onRetry={remote.retry} />}
      {remote.status === 'ready' && (
        <Stack gap={4}>
          <div className={styles['actions']}>
            <PrintButton />
          </div>
          <ReferralDetails referral={remote.data} now={now} />
        </Stack>
      )}
    </PageLayout>
  );
}

function ReferralPage({ type }: { type: ReferralType }) {
  const param = useParams()['referralId'];
  return param !== undefined && REFERRAL_ID.test(param) ? <Referral type={type} id={Number(param)} /> : <ReferralNotFound type={type} />;
}

/** `/{lang}/{laboratoryreferral}/{id}`: one laboratory referral, with the lab finder (booking doc section 2). */
export function LabReferralPage() {
  return <ReferralPage type="laboratory" />;
}

/** `/{lang}/{imagingreferral}/{id}`: one imaging referral, with the nearest imaging centre (booking doc section 2). */
export function ImagingReferralPage() {
  return <ReferralPage type="imaging" />;
}
