import { type ArgumentMetadata, Injectable, type PipeTransform, type Type } from '@nestjs/common';
import { plainToInstance, Transform } from 'class-transformer';
import { ValidateBy, ValidateNested, validate, type ValidationError } from 'class-validator';
import { Documented, together } from './api-schema.js';
import { badInput, type FieldError } from './app-error.js';
import { rule, type RuleContext } from './validation.js';

const OPTIONAL_BODY = Symbol('optionalBody');
const REFUSE_UNKNOWN = Symbol('refuseUnknownFields');

/** What the OpenAPI document (web/openapi.ts) learns from these class decorators, by class name. */
export const inputKinds = { optionalBodies: new Set<string>(), closed: new Set<string>() };

/** A body that may be anything: what is not a JSON object counts as an empty one (refresh, logout). */
export const OptionalBody = (): ClassDecorator => (target) => {
  Reflect.defineMetadata(OPTIONAL_BODY, true, target);
  inputKinds.optionalBodies.add(target.name);
};

/** Fields the input does not name are refused ('Unknown field: …'), not ignored. */
export const RefuseUnknownFields = (): ClassDecorator => (target) => {
  Reflect.defineMetadata(REFUSE_UNKNOWN, true, target);
  inputKinds.closed.add(target.name);
};

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A nested input of class `type` (or a list of them): an object becomes that class; an entry of
 * a list that is not an object is read as an empty one (its fields then fail their own rules).
 * What is neither stays as sent, for the property's own rule (`NestedObject`/`NestedList`) to refuse.
 */
function Nested(type: Type<object>): PropertyDecorator {
  const one = (v: unknown) => plainToInstance(type, isObject(v) ? v : {});
  const transform = Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
    const raw = obj[key];
    if (Array.isArray(raw)) return raw.map(one);
    return isObject(raw) ? one(raw) : raw;
  });
  const nested = ValidateNested({ each: true });
  return together(transform, nested);
}

/** An optional nested object: missing or null passes, anything but an object fails at `rank` (shape). */
export const NestedObject = (type: Type<object>, rank = -1): PropertyDecorator => {
  const check = ValidateBy({ name: 'isObject', validator: { validate: (v: unknown) => v === undefined || v === null || isObject(v) } }, rule(rank, '$path must be an object'));
  const nested = Nested(type);
  const documented = Documented({ nested: () => type, nullable: true });
  return together(check, nested, documented);
};

/** A nested list of `type`; what it must hold (not empty, at most N) are rules of their own. */
export const NestedList = (type: Type<object>): PropertyDecorator => {
  const nested = Nested(type);
  const documented = Documented({ nested: () => type, isArray: true });
  return together(nested, documented);
};

const PLAIN_TYPES = new Set<unknown>([String, Boolean, Number, Array, Object]);

interface Failure extends FieldError {
  rank: number;
  constraint: string;
  summary?: RuleContext['summary'];
}

/** items.0.size -> items[0].size */
const join = (parent: string, property: string) => (/^\d+$/.test(property) ? `${parent}[${property}]` : parent ? `${parent}.${property}` : property);

function failuresOf(errors: ValidationError[], parent = ''): Failure[] {
  const out: Failure[] = [];
  for (const error of errors) {
    const path = join(parent, error.property);
    for (const [constraint, raw] of Object.entries(error.constraints ?? {})) {
      if (constraint === 'nestedValidation') continue;
      const context = error.contexts?.[constraint] as RuleContext | undefined;
      const unknown = constraint === 'whitelistValidation';
      const message = unknown ? 'Unknown field' : raw.replaceAll('$path', path).replaceAll('$property', error.property);
      out.push({ field: path, message, rank: unknown ? -2 : (context?.rank ?? 0), constraint, summary: context?.summary });
    }
    if (error.children?.length) out.push(...failuresOf(error.children, path));
  }
  return out;
}

/**
 * The one validation pipe: every REST body and GraphQL input that is a DTO class is checked by
 * its class-validator rules and refused with BAD_USER_INPUT (400): the message is the first
 * failure in the rules' order, `errors` the first failure of each field. A wrong shape (rank 0
 * or below) is reported alone, its earliest kind first, before any rule of content.
 */
@Injectable()
export class ValidationPipe implements PipeTransform {
  async transform(value: unknown, { metatype, type }: ArgumentMetadata): Promise<unknown> {
    if (!metatype || type === 'custom' || PLAIN_TYPES.has(metatype)) return value;
    let input = value;
    if (!isObject(value)) {
      if (!Reflect.getMetadata(OPTIONAL_BODY, metatype)) throw badInput('The request body must be a JSON object, sent with Content-Type: application/json');
      input = {};
    }
    const dto = plainToInstance(metatype as Type<object>, input);
    const refuseUnknown = Reflect.getMetadata(REFUSE_UNKNOWN, metatype) === true;
    const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: refuseUnknown, forbidUnknownValues: false, validationError: { target: false, value: false } });
    // class-validator's own complaint about a nested value that is not an object is left out:
    // NestedObject's rule says it in the shop's words, and a missing optional one is no failure.
    const failures = failuresOf(errors);
    if (failures.length) throw refusal(failures);
    return dto;
  }
}

function refusal(all: Failure[]) {
  const sorted = [...all].sort((a, b) => a.rank - b.rank);
  const first = sorted[0];
  const shown = first.rank <= 0 ? sorted.filter((f) => f.rank === first.rank) : sorted;
  const perField = new Map<string, FieldError>();
  for (const f of shown) if (!perField.has(f.field)) perField.set(f.field, { field: f.field, message: f.message });
  const message =
    first.constraint === 'whitelistValidation'
      ? `Unknown field: ${[...perField.keys()].join(', ')}`
      : first.summary
        ? first.summary(first.field, first.message)
        : first.message;
  return badInput(message, [...perField.values()]);
}
