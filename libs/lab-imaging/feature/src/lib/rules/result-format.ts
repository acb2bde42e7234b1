import type { LabResultValue, ReferenceRange, ResultPrefix } from '@portal/lab-imaging/contracts';
import type { Lang } from '@portal/shared/i18n';
import { localeOf } from '@portal/shared/i18n';

const PREFIX_SYMBOLS: Record<ResultPrefix, string> = {
  greaterThan: '>',
  greaterThanOrEqual: '≥',
  lessThan: '<',
  lessThanOrEqual: '≤',
};

const formats = new Map<Lang, Intl.NumberFormat>();

/** A measured value as the language writes numbers (5,6 in Finnish and Swedish), every decimal the laboratory gave. */
export function formatLabNumber(value: number, lang: Lang): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(localeOf[lang], { maximumFractionDigits: 6 });
    formats.set(lang, format);
  }
  return format.format(value);
}

/** '< 3' for lessThan 3; a number alone without a prefix. */
export function formatNumericResult(resultNumber: number, prefix: ResultPrefix | null, lang: Lang): string {
  const number = formatLabNumber(resultNumber, lang);
  return prefix ? `${PREFIX_SYMBOLS[prefix]} ${number}` : number;
}

/** A result as the laboratory gave it: the text, or the number with its prefix. */
export function formatLabResult(result: LabResultValue, lang: Lang): string {
  return result.type === 'textual' ? result.resultText : formatNumericResult(result.resultNumber, result.prefix, lang);
}

/**
 * '117–167' between two limits; '≥ 1' or '≤ 5' when only one is given (HDL, cholesterol):
 * the limits themselves are within the range. Null without a range.
 */
export function formatReferenceRange(range: ReferenceRange | null, lang: Lang): string | null {
  if (!range) return null;
  const { min, max } = range;
  if (min !== null && max !== null) return `${formatLabNumber(min, lang)}–${formatLabNumber(max, lang)}`;
  if (min !== null) return `≥ ${formatLabNumber(min, lang)}`;
  if (max !== null) return `≤ ${formatLabNumber(max, lang)}`;
  return null;
}

/** The value and its unit: '138 g/l', '< 3 mg/l', 'Negatiivinen'. */
export function withUnit(text: string, unit: string | null): string {
  return unit ? `${text} ${unit}` : text;
}
