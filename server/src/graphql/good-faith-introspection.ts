import { type DocumentNode, type FragmentDefinitionNode, Kind, type SelectionSetNode } from 'graphql';

/**
 * The bounds of an introspection asked in good faith, after graphql-java's GoodFaithIntrospection:
 * graphql-js' getIntrospectionQuery() reads 232 fields at most, 15 deep (its default typeDepth).
 */
export const GOOD_FAITH = {
  fields: 500,
  depth: 20,
  /** Fields that multiply an introspection's answer: each may be asked once in an operation. */
  once: new Set(['__schema', '__type', 'fields', 'inputFields', 'interfaces', 'possibleTypes']),
};

/** Root fields an introspection operation is made of; one of the first two is needed. */
const INTROSPECTION_ROOT = new Set(['__schema', '__type', '__typename']);

/**
 * Whether every operation of the document is an introspection asked in good faith: its root
 * selections are `__schema`, `__type` or `__typename` fields (a spread or an operation named
 * `__schema` is not enough), and once its fragments are followed it reads at most 500 fields, 20
 * deep, with each multiplying field (`__schema`, `__type`, `fields`, `inputFields`, `interfaces`,
 * `possibleTypes`) at most once. The walk stops at the first bound it passes, so a fragment
 * fan-out costs no more than 500 fields to refuse. What passes is answered whatever its depth and
 * cost (the standard query is 15 deep and costs millions by armor's reckoning); anything else is
 * limited like any query.
 */
export function isGoodFaithIntrospection(document: DocumentNode): boolean {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length === 0) return false;
  for (const operation of operations) {
    const root = operation.selectionSet.selections;
    if (operation.operation !== 'query' || !root.every((s) => s.kind === Kind.FIELD && INTROSPECTION_ROOT.has(s.name.value))) return false;
    if (!root.some((s) => s.kind === Kind.FIELD && s.name.value !== '__typename')) return false;
    let fields = 0;
    const seen = new Set<string>();
    const walk = (set: SelectionSetNode, depth: number): boolean => {
      for (const s of set.selections) {
        if (s.kind === Kind.FIELD) {
          const name = s.name.value;
          if (++fields > GOOD_FAITH.fields || depth > GOOD_FAITH.depth) return false;
          if (GOOD_FAITH.once.has(name)) {
            if (seen.has(name)) return false;
            seen.add(name);
          }
          if (s.selectionSet && !walk(s.selectionSet, depth + 1)) return false;
        } else if (s.kind === Kind.INLINE_FRAGMENT) {
          if (!walk(s.selectionSet, depth)) return false;
        } else {
          const fragment = fragments.get(s.name.value);
          // A spread counts as a field, so that spreads of spreads of empty fragments stop too.
          if (!fragment || ++fields > GOOD_FAITH.fields || !walk(fragment.selectionSet, depth)) return false;
        }
      }
      return true;
    };
    if (!walk(operation.selectionSet, 1)) return false;
  }
  return true;
}
