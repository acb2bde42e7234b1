import type { LabPackage, LabSingleTest, LabTest } from '@portal/lab-imaging/contracts';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';
import { DescriptionList, PlainList } from '@portal/shared/ui';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { laboratoryMessages } from '../messages';
import { formatLabResult, formatReferenceRange, withUnit } from '../rules/result-format';
import styles from './lab-imaging.module.css';
import { RangeMark } from './range-mark';
import { ReadinessBadge } from './readiness-badge';
import { TrendToggle } from './trend-toggle';

/** The result as the summary line shows it, or why there is none yet. */
function resultText(intl: IntlShape, test: LabSingleTest, lang: Lang): string {
  if (test.result) return withUnit(formatLabResult(test.result, lang), test.result.type === 'numeric' ? test.unit : null);
  if (test.status === 'sampled') return intl.formatMessage(laboratoryMessages.statusSampled);
  if (test.status === 'referral') return intl.formatMessage(laboratoryMessages.statusReferral);
  return intl.formatMessage(laboratoryMessages.noResult);
}

function TestDetails({ test }: { test: LabSingleTest }) {
  const intl = useIntl();
  const lang = useLang();
  const { result } = test;
  const numeric = result?.type === 'numeric' ? result : null;
  const range = formatReferenceRange(test.referenceRange, lang);
  return (
    <details className={styles['test']}>
      <summary className={styles['summary']}>
        <span className={styles['testName']}>{test.displayName}</span>
        <span className={styles['testValue']}>{resultText(intl, test, lang)}</span>
        {numeric && <RangeMark isWithinReferenceRange={numeric.isWithinReferenceRange} />}
      </summary>
      <div className={styles['testBody']}>
        <DescriptionList>
          <dt>{intl.formatMessage(laboratoryMessages.result)}</dt>
          <dd>
            {result ? formatLabResult(result, lang) : resultText(intl, test, lang)}
            {numeric && numeric.isWithinReferenceRange !== null && (
              <>
                {' '}
                <RangeMark isWithinReferenceRange={numeric.isWithinReferenceRange} withText />
              </>
            )}
          </dd>
          {test.unit !== null && (
            <>
              <dt>{intl.formatMessage(laboratoryMessages.unit)}</dt>
              <dd>{test.unit}</dd>
            </>
          )}
          {range !== null && (
            <>
              <dt>{intl.formatMessage(laboratoryMessages.referenceRange)}</dt>
              <dd>{withUnit(range, test.unit)}</dd>
            </>
          )}
          {test.description !== null && (
            <>
              <dt>{intl.formatMessage(laboratoryMessages.description)}</dt>
              <dd className={styles['paragraph']}>{test.description}</dd>
            </>
          )}
          {test.additionalResult !== null && (
            <>
              <dt>{intl.formatMessage(laboratoryMessages.additionalResult)}</dt>
              <dd className={styles['paragraph']}>{test.additionalResult}</dd>
            </>
          )}
        </DescriptionList>
        {numeric && <TrendToggle code={test.code} currentId={test.id} />}
      </div>
    </details>
  );
}

function PackageDetails({ labPackage }: { labPackage: LabPackage }) {
  const intl = useIntl();
  return (
    <details className={styles['test']}>
      <summary className={styles['summary']}>
        <span className={styles['testName']}>{labPackage.displayName}</span>
        <span className={styles['muted']}>{intl.formatMessage(laboratoryMessages.testCount, { count: labPackage.items.length })}</span>
        <ReadinessBadge readiness={labPackage.isReady ? 'ready' : 'pending'} />
      </summary>
      <div className={styles['packageItems']}>
        <LabTestList tests={labPackage.items} label={labPackage.displayName} />
      </div>
    </details>
  );
}

/** The tests of a date (or a package's items): each opens in place to its details. */
export function LabTestList({ tests, label }: { tests: readonly LabTest[]; label: string }) {
  return (
    <PlainList gap={2} aria-label={label}>
      {tests.map((test) => (
        <li key={test.id}>{test.kind === 'package' ? <PackageDetails labPackage={test} /> : <TestDetails test={test} />}</li>
      ))}
    </PlainList>
  );
}
