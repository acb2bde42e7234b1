import type { CodeableConcept, Resource, ResourceType } from '@medplum/fhirtypes';
import { helsinkiInstant } from '@portal/shared/util';

/** The instant or day a resource is "dated" by, as each type's `date` search parameter of R4 names it. */
export function dateOf(resource: Resource): string | undefined {
  switch (resource.resourceType) {
    case 'Appointment':
      return resource.start;
    case 'Encounter':
      return resource.period?.start;
    case 'Observation':
    case 'DiagnosticReport':
      return resource.effectiveDateTime;
    case 'ServiceRequest':
    case 'MedicationRequest':
      return resource.authoredOn;
    case 'Immunization':
      return resource.occurrenceDateTime;
    case 'DocumentReference':
      return resource.date;
    case 'QuestionnaireResponse':
      return resource.authored;
    case 'Communication':
      return resource.sent;
    default:
      return undefined;
  }
}

function categoriesOf(resource: Resource): readonly CodeableConcept[] {
  switch (resource.resourceType) {
    case 'Observation':
    case 'DiagnosticReport':
    case 'ServiceRequest':
    case 'DocumentReference':
    case 'Communication':
      return resource.category ?? [];
    default:
      return [];
  }
}

/**
 * The span of a FHIR date or dateTime value: a day (or month, year) is the whole of it in Helsinki,
 * where the clinics and the patients keep their calendar; an instant is itself.
 */
function spanOf(value: string): { start: number; end: number } | null {
  const day = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value);
  if (day) {
    const [, year = '', month, date] = day;
    const first = `${year}-${month ?? '01'}-${date ?? '01'}`;
    const [nextYear, nextMonth, nextDate] = date
      ? [Number(year), Number(month), Number(date) + 1]
      : month
        ? [Number(year), Number(month) + 1, 1]
        : [Number(year) + 1, 1, 1];
    // Date.UTC carries a day or month past the end over into the next; only its calendar day is used.
    const following = new Date(Date.UTC(nextYear, nextMonth - 1, nextDate)).toISOString().slice(0, 10);
    const start = helsinkiInstant(first).getTime();
    return Number.isNaN(start) ? null : { start, end: helsinkiInstant(following).getTime() };
  }
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? null : { start: instant, end: instant + 1 };
}

export type DateComparator = 'eq' | 'ne' | 'gt' | 'lt' | 'ge' | 'le';

/** A `date` parameter's value: its comparator (eq unless it starts with one) and its span; null when it is not a date. */
export function parseDateParameter(value: string): { comparator: DateComparator; start: number; end: number } | null {
  const match = /^(eq|ne|gt|lt|ge|le)?(.+)$/.exec(value);
  const span = match?.[2] ? spanOf(match[2]) : null;
  if (!match || !span) return null;
  return { comparator: (match[1] as DateComparator | undefined) ?? 'eq', ...span };
}

/** Whether a resource's date meets the parameter, judged by when it starts (R4 3.1.1.5.4, simplified to the start). */
export function matchesDate(resource: Resource, parameter: { comparator: DateComparator; start: number; end: number }): boolean {
  const value = dateOf(resource);
  const span = value ? spanOf(value) : null;
  if (!span) return false;
  const at = span.start;
  switch (parameter.comparator) {
    case 'eq':
      return at >= parameter.start && at < parameter.end;
    case 'ne':
      return at < parameter.start || at >= parameter.end;
    case 'ge':
      return at >= parameter.start;
    case 'gt':
      return at >= parameter.end;
    case 'le':
      return at < parameter.end;
    case 'lt':
      return at < parameter.start;
  }
}

/** A token parameter (`code` or `system|code`) against the resource's categories. */
export function matchesCategory(resource: Resource, token: string): boolean {
  const [system, code] = token.includes('|') ? token.split('|', 2) : [undefined, token];
  return categoriesOf(resource).some((concept) => (concept.coding ?? []).some((coding) => coding.code === code && (system === undefined || system === '' || coding.system === system)));
}

/** Whether a resource has the status asked for (a token; any of several separated by commas). */
export function matchesStatus(resource: Resource, token: string): boolean {
  const status = (resource as { status?: string }).status;
  return status !== undefined && token.split(',').includes(status);
}

/** The resource types the read API searches: those the composed domains give. */
export type SearchableTypes = ReadonlySet<ResourceType>;
