import { badInput } from './errors';
import type { PaginationInput } from './models';
import type { Page } from './queries';
import { MAX_PAGE_LIMIT } from './queries';

/** A page as asked: the spec's limit of 9999 by default and at most, from offset 0 by default. */
export function pageOf(pagination: PaginationInput | null | undefined): Page {
  const limit = pagination?.limit ?? MAX_PAGE_LIMIT;
  const offset = pagination?.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_PAGE_LIMIT) throw badInput('pagination.limit', 'out-of-range');
  if (!Number.isInteger(offset) || offset < 0 || offset > 1_000_000_000) throw badInput('pagination.offset', 'out-of-range');
  return { limit, offset };
}
