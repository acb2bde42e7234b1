import { pagePaths } from '@portal/shared/util';
import type { Prescription, PrescriptionsList } from '@portal/prescriptions/contracts';
import { useLang } from '@portal/shared/i18n';
import { EmptyState, ErrorView, Link, PageLayout, PlaceholderRows } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { usePrescriptions } from '../api/get-prescriptions';
import { MaintenanceNotice } from '../components/maintenance-notice';
import { RenewalForm } from '../components/renewal-form';
import { renewalMessages } from '../messages';

/** The ids of the address: numbers joined by commas, each once; anything else is no renewal. */
export function parseRenewalIds(text: string | undefined): number[] | null {
  if (!text || !/^\d{1,9}(,\d{1,9})*$/.test(text)) return null;
  const ids = text.split(',').map(Number);
  return new Set(ids).size === ids.length ? ids : null;
}

type Renewal = { kind: 'unavailable' } | { kind: 'maintenance' } | { kind: 'not-found' } | { kind: 'form'; prescriptions: Prescription[] };

/**
 * What the page shows: renewal not in use (a guardian acting for a child, the children's brand),
 * maintenance mode, prescriptions that are not the patient's own renewable ones (unknown and
 * another person's alike: the list holds only the patient's own), or the form.
 */
function renewalOf(list: PrescriptionsList, ids: number[] | null): Renewal {
  if (!list.renewal.enabled) return { kind: 'unavailable' };
  if (list.renewal.status === 'maintenance-mode') return { kind: 'maintenance' };
  const chosen = ids?.map((id) => list.prescriptions.find((prescription) => prescription.id === id)) ?? [];
  if (ids === null || chosen.some((prescription) => prescription === undefined || !prescription.isRenewable)) return { kind: 'not-found' };
  return { kind: 'form', prescriptions: chosen.filter((prescription): prescription is Prescription => prescription !== undefined) };
}

/** `/{lang}/{prescription-renewal|reseptin-uusinta|receptfornyelse}/{ids}`: renewing the chosen prescriptions (booking doc sections 2-8). */
export function PrescriptionRenewalPage() {
  const intl = useIntl();
  const lang = useLang();
  const params = useParams();
  const remote = usePrescriptions();
  const listPath = pagePaths.prescriptions.list(lang);
  const back = <Link href={listPath}>{intl.formatMessage(renewalMessages.backToList)}</Link>;
  const renewal = remote.status === 'ready' ? renewalOf(remote.data, parseRenewalIds(params['ids'])) : null;
  return (
    <PageLayout
      title={intl.formatMessage(renewalMessages.title)}
      before={back}
      intro={renewal?.kind === 'form' ? <p>{intl.formatMessage(renewalMessages.intro)}</p> : undefined}
    >
      {remote.status === 'loading' && <PlaceholderRows count={3} label={intl.formatMessage(renewalMessages.loading)} />}
      {(remote.status === 'error' || remote.status === 'not-found') && <ErrorView onRetry={remote.status === 'error' ? remote.retry : undefined} />}
      {renewal?.kind === 'maintenance' && <MaintenanceNotice />}
      {renewal?.kind === 'unavailable' && (
        <EmptyState title={intl.formatMessage(renewalMessages.unavailableTitle)} text={intl.formatMessage(renewalMessages.unavailableText)} action={back} />
      )}
      {renewal?.kind === 'not-found' && <EmptyState title={intl.formatMessage(renewalMessages.notFoundTitle)} text={intl.formatMessage(renewalMessages.notFoundText)} action={back} />}
      {renewal?.kind === 'form' && <RenewalForm key={params['ids']} prescriptions={renewal.prescriptions} />}
    </PageLayout>
  );
}
