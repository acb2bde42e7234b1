import type { SpecialtyResponse } from '@portal/booking/contracts';
import { SpecialtyResponseSchema } from '@portal/booking/contracts';
import type { ApiClient } from '@portal/shared/data-access';
import { useApiClient, useErrorReporter } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';
import { useEffect, useState } from 'react';

/** `GET /api/appointments/specialty`: the specialty's description, or that it cannot be booked online. */
export function getSpecialty(api: ApiClient, id: string, lang: Lang, signal?: AbortSignal): Promise<SpecialtyResponse> {
  return api.request({ method: 'GET', path: '/appointments/specialty', query: { id, lang }, schema: SpecialtyResponseSchema, signal });
}

/**
 * The specialty of a search for exactly one specialty, null otherwise or until known. Errors are
 * reported quietly (booking doc section 7): the list stands without the description.
 */
export function useSpecialty(id: string | null): SpecialtyResponse | null {
  const api = useApiClient();
  const reporter = useErrorReporter();
  const lang = useLang();
  const [answer, setAnswer] = useState<{ key: string; specialty: SpecialtyResponse } | null>(null);
  const key = id === null ? null : `${lang}/${id}`;
  useEffect(() => {
    if (id === null || key === null) return;
    const controller = new AbortController();
    getSpecialty(api, id, lang, controller.signal).then(
      (specialty) => setAnswer({ key, specialty }),
      (error: unknown) => {
        if (!controller.signal.aborted) reporter.report(error, { process: 'booking-specialty' });
      },
    );
    return () => controller.abort();
  }, [api, reporter, id, lang, key]);
  return answer !== null && answer.key === key ? answer.specialty : null;
}
