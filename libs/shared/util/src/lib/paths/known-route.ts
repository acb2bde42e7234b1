import { LANGUAGES } from '../language';
import type { LocalizedPaths } from './localized-path';
import type { BookingCustomerType } from './route-patterns';
import { routePatterns } from './route-patterns';
import { bookingCustomerTypeSegments } from './route-segments';

/** Every route pattern of every page, as routePatterns builds them, in every language. */
function everyPattern(): LocalizedPaths[] {
  const customerTypes = Object.keys(bookingCustomerTypeSegments) as BookingCustomerType[];
  const { bookingCustomerType, bookingList, ...patterns } = routePatterns;
  return [
    ...Object.values(patterns),
    ...customerTypes.map((type) => bookingCustomerType(type)),
    ...customerTypes.flatMap((type) => [bookingList('anonymous', type), bookingList('signed-in', type)]),
  ];
}

/** The segments the portal's route patterns are made of: words and parameters (`:ids`, `:listId?`). */
let knownSegments: ReadonlySet<string> | undefined;

/** Gathered at the first use: importing the module does no work, and a bundle that never asks leaves it out. */
function segmentsKnown(): ReadonlySet<string> {
  knownSegments ??= new Set([...LANGUAGES, '*', ...everyPattern().flatMap((paths) => Object.values(paths).flatMap((path) => (path ?? '').split('/')))]);
  return knownSegments;
}

/** What a segment the portal's routes do not know becomes: an id, a token or a mistyped word. */
const unknownSegment = ':id';

/**
 * A route pattern as a metric may carry it (`/fi/ajanvaraukset/:ids`): each segment a word or a
 * parameter of the portal's route patterns, a language or `*`, and any other segment `:id`. An
 * address sent in place of a pattern keeps no record id, link token or other value of its own,
 * and the words it can hold are the portal's, a fixed few.
 */
export function knownRoutePattern(route: string): string {
  const known = segmentsKnown();
  const segments = route.split('/').filter((segment) => segment !== '');
  return `/${segments.map((segment) => (known.has(segment) ? segment : unknownSegment)).join('/')}`;
}
