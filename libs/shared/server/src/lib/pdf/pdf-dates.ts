import type { Language } from '@portal/shared/util';
import { formatDate } from '@portal/shared/util';

const englishDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * A calendar day ('YYYY-MM-DD'): 22.11.2026 in Finnish and Swedish as the portal writes dates,
 * 22 Nov 2026 in English, where 22.11.2026 reads as foreign and 11/22 as ambiguous.
 */
export function formatPdfDate(day: string, lang: Language): string {
  return lang === 'en' ? englishDate.format(new Date(`${day}T00:00:00Z`)) : formatDate(day);
}
