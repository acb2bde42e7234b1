import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import type { ValidationContext, ValidationRule } from 'graphql';
import { GraphQLError } from 'graphql';

/**
 * The most tokens an operation's text may have, checked by graphql-js's parser before anything
 * else reads it: the portal's largest operation with its fragments has about 140.
 */
export const MAX_QUERY_TOKENS = 400;

/** The deepest selection an operation may make; the portal's deepest is 6 (an invitation's form). */
export const MAX_QUERY_DEPTH = 8;

/** The most aliases an operation may have: the portal's operations have none. */
export const MAX_QUERY_ALIASES = 10;

/**
 * The cost an operation may have: every field, fragment spread and inline fragment costs 1, a
 * fragment spread as often as it is spread (its cost worked out once), `__typename` too. The
 * portal's largest operation costs about 70; each list is capped by its pagination (9999 at most).
 */
export const MAX_QUERY_COST = 250;

/** Reports a refusal as a validation error with a code, never quoting the operation. */
function refusal(code: string, message: string) {
  return [(context: ValidationContext | null) => context?.reportError(new GraphQLError(message, { extensions: { code } }))];
}

/**
 * GraphQL Armor's validation rules for aliases and cost. Each works out a fragment once, however
 * often it is spread, so the work stays in proportion to the operation's text, which the token
 * limit bounds.
 */
export const queryLimitRules: readonly ValidationRule[] = [
  maxAliasesRule({
    n: MAX_QUERY_ALIASES,
    propagateOnRejection: false,
    onReject: refusal('QUERY_TOO_MANY_ALIASES', `The operation has more than ${MAX_QUERY_ALIASES} aliases`),
  }),
  costLimitRule({
    maxCost: MAX_QUERY_COST,
    objectCost: 1,
    scalarCost: 1,
    depthCostFactor: 1,
    flattenFragments: true,
    ignoreIntrospection: true,
    propagateOnRejection: false,
    onReject: refusal('QUERY_TOO_COSTLY', `The operation costs more than ${MAX_QUERY_COST}`),
  }),
];
