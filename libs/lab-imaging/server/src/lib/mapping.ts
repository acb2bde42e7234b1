import type { ImagingResult, ImagingResultSummary, LabPackage, LabResultDate, LabResultValue, LabSingleTest, LabTest, LabTrend, Referral } from '@portal/lab-imaging/contracts';
import { isLabTestReady, labDateReadiness, referralStatusOn } from '@portal/lab-imaging/contracts';
import type { Language } from '@portal/shared/util';
import { resolveReturnPath } from '@portal/shared/util';
import type { ImagingRow, LabRow, ReferralRow } from './queries';

/** Only an https address, or a path on the portal's own site, is offered to the patient as a link. */
function httpsOrNull(url: string | null): string | null {
  if (url === null) return null;
  if (url.startsWith('/')) return resolveReturnPath(url);
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** `today` is the Helsinki date 'YYYY-MM-DD'. The description is Finnish only (booking doc section 3). */
export function toReferral({ referral, practitionerName }: ReferralRow, lang: Language, today: string): Referral {
  return {
    id: referral.id,
    type: referral.type,
    title: referral.title,
    description: lang === 'fi' ? referral.description : null,
    creationDate: referral.creationDate,
    validUntil: referral.validUntil,
    status: referralStatusOn(referral.validUntil, today),
    practitioner: practitionerName === null ? null : { name: practitionerName },
    patientInstructionsUrl: httpsOrNull(referral.patientInstructionsUrl),
  };
}

/** The result of a ready test; null while it waits (sampled, referral) or when the laboratory sent none. */
function resultOf(row: LabRow): LabResultValue | null {
  if (!row.isReady) return null;
  if (row.resultType === 'numeric' && row.resultNumber !== null) {
    return { type: 'numeric', resultNumber: row.resultNumber, prefix: row.resultPrefix, isWithinReferenceRange: row.isWithinReferenceRange };
  }
  if (row.resultType === 'textual' && row.resultText !== null) return { type: 'textual', resultText: row.resultText };
  return null;
}

function referenceRangeOf(row: Pick<LabRow, 'referenceRangeMin' | 'referenceRangeMax'>) {
  const { referenceRangeMin: min, referenceRangeMax: max } = row;
  return min === null && max === null ? null : { min, max };
}

export function toSingleTest(row: LabRow): LabSingleTest {
  return {
    kind: 'single',
    id: row.id,
    displayName: row.displayName,
    code: row.code,
    status: row.status,
    isReady: row.isReady,
    result: resultOf(row),
    unit: row.unit,
    referenceRange: referenceRangeOf(row),
    description: row.description,
    additionalResult: row.additionalResult,
  };
}

/**
 * The tests of one date as the page shows them: packages with their items, in the laboratory's
 * order. A package whose items the patient may not see is left out with them.
 */
export function toLabTests(rows: readonly LabRow[]): LabTest[] {
  const itemsOf = new Map<number, LabSingleTest[]>();
  for (const row of rows) {
    if (row.packageId === null) continue;
    const items = itemsOf.get(row.packageId) ?? [];
    items.push(toSingleTest(row));
    itemsOf.set(row.packageId, items);
  }
  const tests: LabTest[] = [];
  for (const row of rows) {
    if (row.packageId !== null) continue;
    if (!row.isPackage) {
      tests.push(toSingleTest(row));
      continue;
    }
    const items = itemsOf.get(row.id) ?? [];
    if (items.length === 0) continue;
    const labPackage: LabPackage = { kind: 'package', id: row.id, displayName: row.displayName, code: row.code, isReady: false, items };
    tests.push({ ...labPackage, isReady: isLabTestReady(labPackage) });
  }
  return tests;
}

/** The laboratory list's result dates, newest first: each date's tests and whether all are ready. */
export function toResultDates(rows: readonly LabRow[]): LabResultDate[] {
  const byDate = new Map<string, LabRow[]>();
  for (const row of rows) {
    const ofDate = byDate.get(row.resultDate) ?? [];
    ofDate.push(row);
    byDate.set(row.resultDate, ofDate);
  }
  const dates: LabResultDate[] = [];
  for (const [date, ofDate] of byDate) {
    const tests = toLabTests(ofDate);
    if (tests.length === 0) continue;
    dates.push({
      date,
      readiness: labDateReadiness(tests),
      tests: tests.map((test) => ({ id: test.id, displayName: test.displayName, code: test.code, isReady: test.isReady })),
    });
  }
  return dates.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** Rows from labTrendRows (ready and numeric, oldest first); null when there is none. */
export function toTrend(code: string, rows: readonly LabRow[]): LabTrend | null {
  const points = rows.flatMap((row) =>
    row.resultNumber === null
      ? []
      : [
          {
            id: row.id,
            date: row.resultDate,
            resultNumber: row.resultNumber,
            prefix: row.resultPrefix,
            isWithinReferenceRange: row.isWithinReferenceRange,
            referenceRange: referenceRangeOf(row),
          },
        ],
  );
  const newest = rows.at(-1);
  if (!newest || points.length === 0) return null;
  return { code, displayName: newest.displayName, unit: newest.unit, points };
}

export function toImagingSummary(row: ImagingRow): ImagingResultSummary {
  return { id: row.id, imagingDate: row.imagingDate, examinationName: row.examinationName, hasStatement: row.statementText !== null && row.statementText.trim() !== '' };
}

export function toImagingResult(row: ImagingRow): ImagingResult {
  const statement = row.statementText?.trim() ? row.statementText : null;
  return { id: row.id, imagingDate: row.imagingDate, examinationName: row.examinationName, statementText: statement };
}
