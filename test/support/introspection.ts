import type { IntrospectionQuery } from 'graphql';

/** Runs one GraphQL query and answers its `data` (or throws). */
export type RunQuery = (query: string, variables?: Record<string, unknown>) => Promise<any>;

/** The options of graphql-js' getIntrospectionQuery / introspectionFromSchema that the pieces below read. */
export const INTROSPECTION_OPTIONS = {
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
  experimentalDirectiveDeprecation: true,
  oneOf: true,
} as const;

const WRAPPERS = new Set(['LIST', 'NON_NULL']);

/** A type reference `levels` deep: `kind name ofType { kind name ... }`. */
const typeRef = (levels: number): string => `kind name${levels > 1 ? ` ofType { ${typeRef(levels - 1)} }` : ''}`;

const INPUT_VALUE = 'name description defaultValue isDeprecated deprecationReason';

/**
 * A whole-schema introspection (what graphql-js' introspectionFromSchema answers with
 * INTROSPECTION_OPTIONS) read in pieces that each stay within the server's GraphQL limits:
 * depth 8 and cost 5000, where a field weighs 3 times its parent (server/src/graphql/armor.ts),
 * so GraphiQL's one-piece query is refused. Field and input-field types are read 4 levels deep
 * (`[Product!]!`: non-null, list, non-null, named); arguments sit one level lower, so their
 * types are read 3 levels deep with kinds and, where the third is still a list or non-null,
 * the fourth by name alone in a query of its own. A type wrapped deeper than that is an error
 * here, not a silent difference.
 */
export async function introspectInPieces(run: RunQuery): Promise<IntrospectionQuery> {
  const { __schema: schema } = await run(`{ __schema {
    description
    queryType { name kind } mutationType { name kind } subscriptionType { name kind }
    types { kind name description specifiedByURL isOneOf }
    directives(includeDeprecated: true) { name description isRepeatable isDeprecated deprecationReason locations args(includeDeprecated: true) { ${INPUT_VALUE} type { ${typeRef(3)} } } }
  } }`);
  const kindOf = new Map<string, string>(schema.types.map((t: { name: string; kind: string }) => [t.name, t.kind]));

  /** Completes a type reference read `levels` deep: named types end in ofType null, as graphql-js answers them. */
  const complete = (ref: any, deeper: () => string | undefined, levels: number, where: string): any => {
    if (!WRAPPERS.has(ref.kind)) return { ...ref, ofType: null };
    if (levels > 1) return { ...ref, ofType: complete(ref.ofType, deeper, levels - 1, where) };
    const name = deeper();
    if (!name) throw new Error(`${where}: its type is wrapped deeper than these pieces read it`);
    return { ...ref, ofType: { kind: kindOf.get(name), name, ofType: null } };
  };

  /** The fourth level of argument types, by name alone: the most the limits allow that deep. */
  const FOURTH = 'type { ofType { ofType { ofType { name } } } }';

  const completeArgs = (args: any[], fourth: any[] | undefined, where: string) =>
    args.map((a, i) => ({ ...a, type: complete(a.type, () => fourth?.[i]?.type?.ofType?.ofType?.ofType?.name, 3, `${where}(${a.name})`) }));

  const needsFourth = (args: any[]) => args.some((a) => WRAPPERS.has(a.type.kind) && WRAPPERS.has(a.type.ofType?.kind) && WRAPPERS.has(a.type.ofType?.ofType?.kind));

  const directiveFourth = schema.directives.some((d: any) => needsFourth(d.args))
    ? (await run(`{ __schema { directives(includeDeprecated: true) { args(includeDeprecated: true) { ${FOURTH} } } } }`)).__schema.directives.map((d: any) => d.args)
    : [];
  const directives = schema.directives.map((d: any, i: number) => ({ ...d, args: completeArgs(d.args, directiveFourth[i], `@${d.name}`) }));

  const types = [];
  for (const { name, ...head } of schema.types) {
    const vars = { name };
    const { __type: main } = await run(
      `query Main($name: String!) { __type(name: $name) {
        fields(includeDeprecated: true) { name description isDeprecated deprecationReason type { ${typeRef(4)} } }
        interfaces { ${typeRef(1)} } possibleTypes { ${typeRef(1)} }
        enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason }
      } }`,
      vars,
    );
    const { __type: input } = await run(`query Input($name: String!) { __type(name: $name) { inputFields(includeDeprecated: true) { ${INPUT_VALUE} type { ${typeRef(4)} } } } }`, vars);
    const ref = (r: any, where: string) => complete(r, () => undefined, 4, where);
    let fields = null;
    if (main.fields) {
      const { __type: withArgs } = await run(`query Args($name: String!) { __type(name: $name) { fields(includeDeprecated: true) { name args(includeDeprecated: true) { ${INPUT_VALUE} type { ${typeRef(3)} } } } } }`, vars);
      const fourth = withArgs.fields.some((f: any) => needsFourth(f.args))
        ? (await run(`query Fourth($name: String!) { __type(name: $name) { fields(includeDeprecated: true) { args(includeDeprecated: true) { ${FOURTH} } } } }`, vars)).__type.fields.map((f: any) => f.args)
        : [];
      fields = main.fields.map((f: any, i: number) => {
        if (withArgs.fields[i].name !== f.name) throw new Error(`${name}: the fields came in another order`);
        return { ...f, type: ref(f.type, `${name}.${f.name}`), args: completeArgs(withArgs.fields[i].args, fourth[i], `${name}.${f.name}`) };
      });
    }
    types.push({
      ...head,
      name,
      fields,
      inputFields: input.inputFields?.map((f: any) => ({ ...f, type: ref(f.type, `${name}.${f.name}`) })) ?? null,
      interfaces: main.interfaces?.map((r: any) => ref(r, name)) ?? null,
      enumValues: main.enumValues,
      possibleTypes: main.possibleTypes?.map((r: any) => ref(r, name)) ?? null,
    });
  }
  return { __schema: { ...schema, types, directives } } as IntrospectionQuery;
}
