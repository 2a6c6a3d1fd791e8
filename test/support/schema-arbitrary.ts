import fc from 'fast-check';
import type { Schema } from './contract';

/**
 * Values for a request schema of the OpenAPI document, on both sides of its rules: the
 * generators aim at the edges (blank, padded, too long, control characters, wrong types,
 * missing and unknown fields) and the document itself then says which values are valid.
 * `hints` give realistic values for fields the shape alone cannot guess (product ids).
 */
export interface Hints {
  [field: string]: fc.Arbitrary<unknown>;
}

/** Controls, and the invisible characters refused like them (a C1 control, separators, format characters, a joiner outside a word). */
const CONTROL = fc.constantFrom('\u0000', '\u0001', '\t', '\n', '\r', '\u001f', '\u007f', '\u0085', '\u2028', '\u202e', '\u200b', '\u00ad', '\u200d');
const PAD = fc.constantFrom('', ' ', '  ', '\u00a0');
const REALISTIC = fc.oneof(
  fc.emailAddress(),
  fc.stringMatching(/^\+?[0-9]{2}[ -]?[0-9]{5}[ -]?[0-9]{3,6}$/),
  fc.stringMatching(/^[1-9][0-9]{5}$/),
  fc.constantFrom('Asha', 'Verma', 'MG Road 12', 'Bengaluru', 'Karnataka', 'India', 'USA', 'a@b.in', '98765 43210', '560001', 'x', 'क्\u200dषमा', 'ജോണ്\u200d'),
);

/** A string near the rules of `schema`: realistic, padded, blank, long, with control characters, or an enum's value. */
function stringNear(schema: Schema): fc.Arbitrary<string> {
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 300;
  const options: fc.Arbitrary<string>[] = [
    REALISTIC,
    fc.tuple(PAD, REALISTIC, PAD).map(([a, b, c]) => a + b + c),
    fc.constantFrom('', ' ', '   '),
    fc.string({ maxLength: 12 }),
    fc.string({ unit: 'grapheme', maxLength: 8 }),
    fc.tuple(REALISTIC, CONTROL).map(([s, c]) => s + c),
    fc.integer({ min: Math.max(0, max - 1), max: max + 1 }).map((n) => 'a'.repeat(n)),
  ];
  if (Array.isArray(schema.enum)) options.push(fc.constantFrom(...schema.enum.filter((v: unknown) => typeof v === 'string')));
  return fc.oneof(...options);
}

/**
 * A value of another type than the schema's, or null. No infinity: JSON has none, and
 * JSON.stringify sends it as null, which the document judged as the number it was
 * (FUZZ_SEED=501248898 FUZZ_RUNS=400: couponCode -Infinity, invalid, went as null, which is valid).
 */
const wrongType = fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), fc.constant([]), fc.constant({}), fc.double({ noNaN: true, noDefaultInfinity: true }));

export function arbitraryOf(schema: Schema, schemas: Record<string, Schema>, hints: Hints = {}, field = ''): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryOf(schemas[String(schema.$ref).split('/').pop()!], schemas, hints, field);
  if (hints[field]) return fc.oneof({ weight: 4, arbitrary: hints[field] }, { weight: 1, arbitrary: wrongType });
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s: Schema) => arbitraryOf(s, schemas, hints, field)));
  const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type ?? (schema.properties ? 'object' : 'string')];
  const own = types.filter((t) => t !== 'null').map((t) => arbitraryOfType(t, schema, schemas, hints, field));
  if (!own.length) return fc.constant(null);
  return fc.oneof({ weight: 8, arbitrary: fc.oneof(...own) }, { weight: 1, arbitrary: wrongType });
}

function arbitraryOfType(type: string, schema: Schema, schemas: Record<string, Schema>, hints: Hints, field: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringNear(schema);
    case 'integer':
      return fc.oneof(fc.integer({ min: (schema.minimum ?? 0) - 2, max: (schema.maximum ?? 100) + 2 }), fc.double({ min: 0, max: 30, noNaN: true }));
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 5_000 }), fc.double({ min: -1, max: 10_000, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const item = arbitraryOf(schema.items ?? {}, schemas, hints, `${field}[]`);
      return fc.array(item, { minLength: 0, maxLength: Math.min((schema.maxItems ?? 5) + 1, 4) });
    }
    default:
      return objectOf(schema, schemas, hints, field);
  }
}

/**
 * Bodies for a request schema: generated field by field, or a known-good `example` as it is or
 * with one field replaced by a generated value (so both sides of each rule are met often).
 */
export function bodiesOf(schema: Schema, schemas: Record<string, Schema>, example: fc.Arbitrary<Record<string, unknown>>, hints: Hints = {}): fc.Arbitrary<Record<string, unknown>> {
  const generated = objectOf(schema, schemas, hints);
  const props = Object.keys(schema.properties ?? {});
  const oneChanged = fc.tuple(example, generated, fc.constantFrom(...props)).map(([good, other, name]) => {
    const out = { ...good };
    if (name in other) out[name] = other[name];
    else delete out[name];
    return out;
  });
  return fc.oneof(generated, example, { weight: 3, arbitrary: oneChanged });
}

/** An object with each property sometimes left out, and sometimes a field the schema does not name. */
export function objectOf(schema: Schema, schemas: Record<string, Schema>, hints: Hints = {}, field = ''): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
  const required = new Set<string>(schema.required ?? []);
  const record = Object.fromEntries(props.map(([name, s]) => [name, arbitraryOf(s, schemas, hints, field ? `${field}.${name}` : name)]));
  const rarely = fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
  const absent = Object.fromEntries(props.map(([name]) => [name, required.has(name) ? rarely : fc.boolean()]));
  return fc
    .tuple(fc.record(record), fc.record(absent) as fc.Arbitrary<Record<string, boolean>>, fc.option(fc.constantFrom('nickname', 'role', 'id'), { freq: 6 }))
    .map(([values, drop, extra]) => {
      const out: Record<string, unknown> = {};
      for (const [name, v] of Object.entries(values)) if (!drop[name]) out[name] = v;
      if (extra) out[extra] = 'x';
      return out;
    });
}
