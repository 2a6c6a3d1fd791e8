import { ApiProperty, ApiResponse, type ApiPropertyOptions } from '@nestjs/swagger';
import { HTTP_STATUS, type ErrorCode } from './app-error.js';

/**
 * The OpenAPI document follows from the code: each validation rule (common/validation.ts) adds
 * its part of the property's JSON Schema here as it adds its check, so the two cannot disagree.
 * Parts of one property are merged; every pattern is kept (several are joined into one).
 */
export interface SchemaPart {
  type?: 'string' | 'number' | 'integer' | 'boolean';
  /** True when the property must be sent. */
  required?: boolean;
  /** True when null is taken; false (stronger) when a rule refuses it. */
  nullable?: boolean;
  pattern?: RegExp;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  enum?: readonly (string | null)[];
  format?: string;
  description?: string;
  /** A nested input: the class (or, with isArray, a list of it). */
  nested?: () => object;
  isArray?: boolean;
}

const PARTS = Symbol('squ:schemaParts');

/** Several property decorators as one (a rule's check and its part of the document, say). */
export const together =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const d of decorators) d(target, key);
  };

/** Adds a part to a property's schema (a property decorator of its own, applied by the rules). */
export const Documented =
  (part: SchemaPart): PropertyDecorator =>
  (target, key) => {
    const all: Record<string | symbol, SchemaPart[]> = Reflect.getOwnMetadata(PARTS, target) ?? {};
    const parts = [...(all[key] ?? []), part];
    Reflect.defineMetadata(PARTS, { ...all, [key]: parts }, target);
    ApiProperty(merge(parts))(target, key);
  };

function merge(parts: SchemaPart[]): ApiPropertyOptions {
  const patterns: string[] = [];
  const out: Record<string, unknown> = { required: false };
  let nullable: boolean | undefined;
  for (const { pattern, required, nullable: n, nested, isArray, description, ...rest } of parts) {
    if (pattern) patterns.push(pattern.source);
    if (required) out.required = true;
    if (n === false || nullable === false) nullable = false;
    else if (n === true) nullable = true;
    if (nested) out.type = nested();
    if (isArray) out.isArray = true;
    if (description) out.description = out.description ? `${String(out.description)} ${description}` : description;
    for (const [key, value] of Object.entries(rest)) {
      // Bounds of several rules: the tightest holds.
      const now = out[key];
      if (typeof value === 'number' && typeof now === 'number') out[key] = key.startsWith('min') ? Math.max(now, value) : Math.min(now, value);
      else out[key] = value;
    }
  }
  if (patterns.length) out.pattern = allOf(patterns);
  if (nullable) out.nullable = true;
  return out as ApiPropertyOptions;
}

/**
 * One pattern that a string matches when it matches each of `patterns` (JSON Schema's patterns
 * search the string: `\S` means "holds a character that is not a space"). Anchored patterns go
 * last; all but the last become look-aheads from the start.
 */
export function allOf(patterns: string[]): string {
  if (patterns.length === 1) return patterns[0];
  const anchored = (p: string) => p.startsWith('^');
  const sorted = [...patterns.filter((p) => !anchored(p)), ...patterns.filter(anchored)];
  const from0 = sorted.map((p) => (anchored(p) ? `(?:${p.slice(1)})` : `[\\s\\S]*?(?:${p})`));
  const last = from0.pop()!;
  return `^${from0.map((p) => `(?=${p})`).join('')}${last}`;
}

/** An object of the answer: a property the server always sends, null only when said. */
export const Field = (options: ApiPropertyOptions = {}) => ApiProperty({ required: true, ...options } as ApiPropertyOptions);

/** What each error status means in the document (the body is always ErrorBody). */
const ERROR_MEANING: Partial<Record<number, string>> = {
  400: 'The input is invalid: `message` is the first problem, `errors` one per field (BAD_USER_INPUT)',
  401: 'Not signed in, or the token is invalid or expired (UNAUTHENTICATED)',
  403: 'Signed in, but not allowed (FORBIDDEN)',
  404: 'Not found (NOT_FOUND)',
  409: 'In conflict with the current state (CONFLICT)',
  413: 'The body is over 100 KB (PAYLOAD_TOO_LARGE)',
  429: 'Too many attempts: retry after the `Retry-After` header (TOO_MANY_REQUESTS)',
  500: 'An unexpected error; the body names no detail (INTERNAL_SERVER_ERROR)',
  503: 'The shop is briefly busy or cannot reach its database: retry after the `Retry-After` header (SERVICE_UNAVAILABLE)',
};

/** Errors any API call can answer: a server fault or a database outage. */
const ALWAYS: ErrorCode[] = ['INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE'];

/**
 * The error answers of an operation, each with the one error body. `details` add the
 * operation's own cases to a status's meaning.
 */
export function ApiErrors(codes: ErrorCode[], details: Partial<Record<ErrorCode, string>> = {}): MethodDecorator {
  const decorators = [...codes, ...ALWAYS].map((code) => {
    const status = HTTP_STATUS[code];
    const detail = details[code];
    return ApiResponse({ status, description: detail ? `${ERROR_MEANING[status]}: ${detail}` : ERROR_MEANING[status], type: ErrorBody });
  });
  return (target, key, descriptor) => {
    for (const d of decorators) d(target, key, descriptor);
  };
}

class FieldErrorBody {
  @Field({ description: "The field, as a path into the body: 'email', 'address.city', 'items[0].size'" })
  field: string;

  @Field({ description: 'What is wrong with it' })
  message: string;
}

/** The one error body of the REST adapter. */
export class ErrorBody {
  @Field({ type: 'integer', description: 'The HTTP status again', example: 400 })
  statusCode: number;

  @Field({ description: 'A message fit to show to the shopper', example: 'Please enter your email address' })
  message: string;

  @Field({ enum: Object.keys(HTTP_STATUS), description: 'A stable code to branch on' })
  code: ErrorCode;

  @ApiProperty({ type: [FieldErrorBody], required: false, description: 'Invalid input (400, and a 409 that names a line): the first problem of each field' })
  errors?: FieldErrorBody[];

  @Field({ description: 'The id of this request in the server log (also the `X-Request-Id` header): quote it when asking for help' })
  requestId: string;
}
