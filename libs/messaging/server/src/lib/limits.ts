import type { ASTVisitor, SelectionSetNode, ValidationContext } from 'graphql';
import { GraphQLError, Kind } from 'graphql';

/** The deepest selection an operation may make; the portal's deepest is 6 (an invitation's form). */
export const MAX_QUERY_DEPTH = 8;

/**
 * The most fields one operation may select, counted with fragments spread out and every alias
 * counted again: the portal's largest operation selects about 60, and aliases can no longer
 * multiply a costly list (each list is capped by its pagination, 9999 at most).
 */
export const MAX_QUERY_COST = 250;

/** A validation rule that refuses an operation selecting more than `MAX_QUERY_COST` fields. */
export function queryCostRule(context: ValidationContext): ASTVisitor {
  const costOf = (selectionSet: SelectionSetNode | undefined, spreading: ReadonlySet<string>): number => {
    if (!selectionSet) return 0;
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        cost += selection.name.value.startsWith('__') ? 0 : 1 + costOf(selection.selectionSet, spreading);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        cost += costOf(selection.selectionSet, spreading);
      } else {
        const name = selection.name.value;
        // A fragment spreading itself is refused by the specification's own rule.
        if (spreading.has(name)) continue;
        cost += costOf(context.getFragment(name)?.selectionSet, new Set([...spreading, name]));
      }
      if (cost > MAX_QUERY_COST) return cost;
    }
    return cost;
  };
  return {
    OperationDefinition(node) {
      if (costOf(node.selectionSet, new Set()) > MAX_QUERY_COST) {
        context.reportError(new GraphQLError(`The operation selects more than ${MAX_QUERY_COST} fields`, { nodes: [node], extensions: { code: 'QUERY_TOO_COSTLY' } }));
      }
    },
  };
}
