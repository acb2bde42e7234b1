import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** NOT_FOUND: a thread that does not exist or is someone else's (the server answers both alike). */
export function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'NOT_FOUND');
}
