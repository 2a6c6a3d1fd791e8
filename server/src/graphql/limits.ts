import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  /** Each field costs 1; fields inside a list cost that many times more (LIST_FACTOR). */
  maxCost: number;
}

export const DEFAULT_LIMITS: QueryLimits = { maxDepth: 8, maxAliases: 15, maxCost: 5000 };
const LIST_FACTOR = 10;

const refuse = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/**
 * One validation rule for the three limits of DECISIONS 5: depth, aliases and cost.
 * Fragments are followed (and a fragment cycle is stopped) so they cannot hide depth.
 */
export function queryLimitsRule(limits: QueryLimits = DEFAULT_LIMITS) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);

    const walk = (set: SelectionSetNode, depth: number, multiplier: number, seen: Set<string>, totals: { aliases: number; cost: number; depth: number }) => {
      totals.depth = Math.max(totals.depth, depth);
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          if (sel.name.value.startsWith('__')) continue;
          if (sel.alias) totals.aliases += 1;
          totals.cost += multiplier;
          if (sel.selectionSet) {
            const list = isListField(context, sel.name.value);
            walk(sel.selectionSet, depth + 1, multiplier * (list ? LIST_FACTOR : 1), seen, totals);
          }
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          walk(sel.selectionSet, depth, multiplier, seen, totals);
        } else {
          const name = sel.name.value;
          const fragment = fragments.get(name);
          if (!fragment || seen.has(name)) continue;
          walk(fragment.selectionSet, depth, multiplier, new Set([...seen, name]), totals);
        }
      }
    };

    return {
      OperationDefinition(node) {
        const totals = { aliases: 0, cost: 0, depth: 0 };
        walk(node.selectionSet, 1, 1, new Set(), totals);
        if (totals.depth > limits.maxDepth) context.reportError(refuse(`Query is too deep: ${totals.depth} levels, at most ${limits.maxDepth}`));
        if (totals.aliases > limits.maxAliases) context.reportError(refuse(`Query uses too many aliases: ${totals.aliases}, at most ${limits.maxAliases}`));
        if (totals.cost > limits.maxCost) context.reportError(refuse(`Query is too expensive: cost ${totals.cost}, at most ${limits.maxCost}`));
      },
    };
  };
}

/** Whether a field of that name returns a list anywhere in the schema (cheap and conservative). */
function isListField(context: ValidationContext, fieldName: string): boolean {
  const schema = context.getSchema();
  const cache = listFieldsOf(schema);
  return cache.has(fieldName);
}

const listFieldCache = new WeakMap<object, Set<string>>();
function listFieldsOf(schema: ReturnType<ValidationContext['getSchema']>): Set<string> {
  let set = listFieldCache.get(schema);
  if (set) return set;
  set = new Set();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!('getFields' in type) || type.name.startsWith('__')) continue;
    for (const field of Object.values((type as { getFields(): Record<string, { type: unknown }> }).getFields())) {
      if (String(field.type).includes('[')) set.add((field as unknown as { name: string }).name);
    }
  }
  listFieldCache.set(schema, set);
  return set;
}
