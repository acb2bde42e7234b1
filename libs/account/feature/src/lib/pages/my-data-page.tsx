import type { AccessLogEntry, SignInEntry } from '@portal/my-data/contracts';
import type { Remote } from '@portal/shared/data-access';
import { useSessionInfo } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Button, DataTable, EmptyState, ErrorView, Link, PageLayout, Pagination, parsePage, PlaceholderRows } from '@portal/shared/ui';
import type { IdentificationMethod } from '@portal/shared/contracts';
import { identificationMethods } from '@portal/shared/contracts';
import { formatDate, formatTime, withQuery } from '@portal/shared/util';
import type { ReactNode } from 'react';
import { useId } from 'react';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { methodNames } from '../messages';
import { exportUrl, useAccessLog, useSignIns } from '../my-data/api/my-data';
import { kindNames, myDataMessages as m } from '../my-data/messages';
import { myDataPath } from '../my-data/my-data-path';
import styles from '../my-data/my-data.module.css';

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className={styles['when']}>
      {formatDate(at)} {formatTime(at)}
    </time>
  );
}

function readerOf(intl: IntlShape, reader: AccessLogEntry['reader']): string {
  if (reader.role === 'guardian') return intl.formatMessage(m.guardian, { name: reader.name });
  if (reader.role === 'professional') {
    return reader.title ? intl.formatMessage(m.professional, { name: reader.name, title: reader.title }) : intl.formatMessage(m.professionalWithoutTitle, { name: reader.name });
  }
  return intl.formatMessage(m.anonymousLink);
}

function methodOf(intl: IntlShape, method: string): string {
  if (method === 'sms') return intl.formatMessage(m.smsCode);
  const known = (identificationMethods as readonly string[]).includes(method);
  return known ? intl.formatMessage(methodNames[method as IdentificationMethod]) : method;
}

/** One page of rows under column headers. */
function Table({ labelId, headers, rows }: { labelId: string; headers: readonly string[]; rows: readonly (readonly ReactNode[])[] }) {
  return (
    <DataTable labelledBy={labelId}>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, index) => (
          <tr key={index}>
            {cells.map((cell, column) => (
              <td key={column}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** A section of one paged table: its heading, then loading, an error, the empty text or the rows and their pages. */
function PagedSection<T extends { totalCount: number; pageSize: number }>(props: {
  heading: string;
  loading: string;
  empty: string;
  pagination: string;
  remote: Remote<T>;
  page: number;
  hrefOf: (page: number) => string;
  table: (data: T, labelId: string) => ReactNode;
  isEmpty: (data: T) => boolean;
}) {
  const labelId = useId();
  const { remote } = props;
  return (
    <section className={styles['section']} aria-labelledby={labelId}>
      <h2 id={labelId}>{props.heading}</h2>
      {remote.status === 'loading' && <PlaceholderRows count={3} label={props.loading} />}
      {(remote.status === 'error' || remote.status === 'not-found') && <ErrorView onRetry={remote.status === 'error' ? remote.retry : undefined} />}
      {remote.status === 'ready' &&
        (props.isEmpty(remote.data) ? (
          <EmptyState title={props.empty} />
        ) : (
          <>
            {props.table(remote.data, labelId)}
            <Pagination label={props.pagination} page={props.page} pageCount={Math.ceil(remote.data.totalCount / remote.data.pageSize)} hrefOf={props.hrefOf} />
          </>
        ))}
    </section>
  );
}

/**
 * `/{lang}/{my-information}/{my-data}`: the use of the patient's data (docs/decisions/0055):
 * downloads of a copy (FHIR R4 JSON and a tagged PDF), who other than the patient has viewed their
 * data (a guardian, a professional, an appointment link's holder), and the sign-ins, each table
 * newest first and paged in the address (`?reads=`, `?signIns=`), printable. A guardian acting for
 * a child sees the child's.
 */
export function MyDataPage() {
  const intl = useIntl();
  const lang = useLang();
  const { user } = useSessionInfo();
  const [query] = useSearchParams();
  const readsPage = parsePage(query.get('reads'));
  const signInsPage = parsePage(query.get('signIns'));
  const reads = useAccessLog(readsPage);
  const signIns = useSignIns(signInsPage);
  const hrefOf = (pages: { reads: number; signIns: number }) => withQuery(myDataPath(lang), { reads: String(pages.reads), signIns: String(pages.signIns) });
  const actingFor = user?.actingFor;

  return (
    <PageLayout title={intl.formatMessage(m.title)}>
      <div className={styles['stack']}>
        <p>{intl.formatMessage(m.intro)}</p>
        {actingFor && <p>{intl.formatMessage(m.actingFor, { name: `${actingFor.firstName} ${actingFor.lastName}` })}</p>}
        <section className={styles['section']} aria-labelledby="my-data-downloads" data-screen-only>
          <h2 id="my-data-downloads">{intl.formatMessage(m.downloadHeading)}</h2>
          <ul className={styles['downloads']}>
            <li>
              {/* `download` keeps the link out of the app's routing: the browser saves the API's file. */}
              <Link href={exportUrl('fhir', lang)} download>
                {intl.formatMessage(m.downloadFhir)}
              </Link>
              <p>{intl.formatMessage(m.downloadFhirHint)}</p>
            </li>
            <li>
              <Link href={exportUrl('pdf', lang)} download>
                {intl.formatMessage(m.downloadPdf)}
              </Link>
              <p>{intl.formatMessage(m.downloadPdfHint)}</p>
            </li>
          </ul>
        </section>
        <PagedSection
          heading={intl.formatMessage(m.readsHeading)}
          loading={intl.formatMessage(m.readsLoading)}
          empty={intl.formatMessage(m.readsEmpty)}
          pagination={intl.formatMessage(m.readsPagination)}
          remote={reads}
          page={readsPage}
          hrefOf={(page) => hrefOf({ reads: page, signIns: signInsPage })}
          isEmpty={(data) => data.entries.length === 0}
          table={(data, labelId) => (
            <Table
              labelId={labelId}
              headers={[intl.formatMessage(m.when), intl.formatMessage(m.who), intl.formatMessage(m.what)]}
              rows={data.entries.map((entry) => {
                const kind = intl.formatMessage(kindNames[entry.kind]);
                return [<When key="at" at={entry.at} />, readerOf(intl, entry.reader), entry.record ? intl.formatMessage(m.withRecord, { kind, record: entry.record }) : kind];
              })}
            />
          )}
        />
        <PagedSection
          heading={intl.formatMessage(m.signInsHeading)}
          loading={intl.formatMessage(m.signInsLoading)}
          empty={intl.formatMessage(m.signInsEmpty)}
          pagination={intl.formatMessage(m.signInsPagination)}
          remote={signIns}
          page={signInsPage}
          hrefOf={(page) => hrefOf({ reads: readsPage, signIns: page })}
          isEmpty={(data) => data.signIns.length === 0}
          table={(data, labelId) => (
            <Table
              labelId={labelId}
              headers={[intl.formatMessage(m.when), intl.formatMessage(m.who), intl.formatMessage(m.method), intl.formatMessage(m.onBehalfOf)]}
              rows={data.signIns.map((signIn: SignInEntry) => [
                <When key="at" at={signIn.at} />,
                signIn.person,
                methodOf(intl, signIn.method),
                signIn.actingFor ?? intl.formatMessage(m.themselves),
              ])}
            />
          )}
        />
        <div className={styles['actions']} data-screen-only>
          <Button variant="secondary" onPress={() => window.print()}>
            {intl.formatMessage(m.print)}
          </Button>
        </div>
      </div>
    </PageLayout>
  );
}
