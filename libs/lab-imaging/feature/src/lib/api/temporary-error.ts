import { isApiError } from '@portal/shared/data-access';

/**
 * An answer or the spec's temporary-api-error state: the results service (the API's database)
 * does not answer for a while, which the API reports as 503 ServiceUnavailable. The page says the
 * section is temporarily unavailable instead of showing the general error.
 */
export type WithTemporaryError<T> = { status: 'ok'; data: T } | { status: 'temporary-api-error' };

export async function orTemporaryError<T>(load: Promise<T>): Promise<WithTemporaryError<T>> {
  try {
    return { status: 'ok', data: await load };
  } catch (error) {
    if (isApiError(error) && error.kind === 'server' && error.status === 503) return { status: 'temporary-api-error' };
    throw error;
  }
}
