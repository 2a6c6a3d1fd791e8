import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { type DocumentNode, GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import type { AppConfig } from '../config/config.js';
import { isGoodFaithIntrospection } from './good-faith-introspection.js';

/** The shop's GraphQL limits (issue #31). */
export const LIMITS = {
  depth: 8,
  aliases: 15,
  cost: 5000,
  /**
   * Each field weighs this many times its parent's weight: armor cannot tell lists from
   * objects, and in this schema nesting is what multiplies an answer (products, order items,
   * quote lines; introspection's types, fields, types again). At 3 the shop's own operations
   * cost at most 209, and a field 7 levels down weighs 729.
   */
  depthCostFactor: 3,
  directives: 20,
  /**
   * The shop's largest operation has about 70 tokens. Parsing stops at this many, which
   * also bounds graphql-js' own validation (OverlappingFieldsCanBeMerged is quadratic in
   * repeated fields: ~25 ms at 1,000 tokens, ~90 ms at 2,000).
   */
  tokens: 1000,
};

/**
 * Armor's own reporter keeps its "Syntax Error:" prefix, which is wrong for a well-formed
 * query over a limit; errors reported to the validation context make Apollo answer 400.
 */
const refuse = (context: ValidationContext | null, error: GraphQLError) =>
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code: 'BAD_USER_INPUT' } }));

/**
 * With the schema hidden, no error may name a field, argument, type or enum value it has.
 * Apollo's hideSchemaDetailsFromClientErrors cleans validation errors only, but variables
 * are coerced later ('Variable "$m" got invalid value ...; Did you mean the enum value
 * "CARD"?'). Armor's blockFieldSuggestion is no help there: its pattern wants a quote right
 * after "Did you mean", so it misses enum values, and it leaves the "?" behind. This is
 * Apollo's own pattern, applied to every error of the request.
 */
const withoutSuggestions: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors }) {
        for (const error of errors) (error as { message: string }).message = error.message.replace(/ ?Did you mean(.+?)\?$/, '');
      },
    };
  },
};

/** Each limit asks once per document (four rules, one answer); Apollo validates a document once and keeps it. */
const goodFaith = new WeakMap<DocumentNode, boolean>();
const unlessGoodFaithIntrospection =
  (rule: ValidationRule): ValidationRule =>
  (context) => {
    const document = context.getDocument();
    let exempt = goodFaith.get(document);
    if (exempt === undefined) goodFaith.set(document, (exempt = isGoodFaithIntrospection(document)));
    return exempt ? {} : rule(context);
  };

export interface GraphqlLimits {
  introspection: boolean;
  hideSchemaDetailsFromClientErrors: boolean;
  allowBatchedHttpRequests: false;
  parseOptions: { maxTokens: number };
  validationRules: ValidationRule[];
  plugins: ApolloServerPlugin[];
}

/**
 * The Apollo options that limit what one request may ask: depth, aliases, cost and
 * directives are validation rules; tokens are counted while parsing, before any rule walks the
 * document. Where introspection is on, an introspection asked in good faith (graphql-js'
 * getIntrospectionQuery(), as API tools send it: good-faith-introspection.ts) is exempt from
 * the four rules; every other operation, introspection fields included, is limited. Armor's own
 * ignoreIntrospection stays off: it lets anything under a `__schema` field go uncounted. With
 * introspection off, error messages suggest no field, argument, type or enum value either.
 */
export function graphqlLimits(config: Pick<AppConfig, 'introspection'>): GraphqlLimits {
  const schemaHidden = !config.introspection;
  // Without propagateOnRejection: false, armor adds its own reporter (see `refuse`).
  const rejection = { onReject: [refuse], propagateOnRejection: false };
  const armor = new ApolloArmor({
    maxDepth: { n: LIMITS.depth, ignoreIntrospection: false, flattenFragments: true, ...rejection },
    maxAliases: { n: LIMITS.aliases, allowList: [], ...rejection },
    costLimit: {
      maxCost: LIMITS.cost,
      objectCost: 2,
      scalarCost: 1,
      depthCostFactor: LIMITS.depthCostFactor,
      ignoreIntrospection: false,
      flattenFragments: true,
      ...rejection,
    },
    maxDirectives: { n: LIMITS.directives, ...rejection },
    // Armor's token plugin throws from Apollo's parsingDidStart hook, which Apollo 5 answers
    // with a 500; graphql-js' own maxTokens (parseOptions) is a 400 like any syntax error.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return {
    introspection: config.introspection,
    hideSchemaDetailsFromClientErrors: schemaHidden,
    allowBatchedHttpRequests: armor.allowBatchedHttpRequests,
    parseOptions: { maxTokens: LIMITS.tokens },
    validationRules: schemaHidden ? armor.validationRules : armor.validationRules.map(unlessGoodFaithIntrospection),
    plugins: schemaHidden ? [withoutSuggestions] : [],
  };
}
