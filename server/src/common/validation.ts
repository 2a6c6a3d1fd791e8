import { ValidateBy, type ValidationOptions } from 'class-validator';
import { Documented, type SchemaPart, together } from './api-schema.js';

/** Text, @, text, dot, text: the shop's one email pattern (spec point 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const COUNTRIES = ['India', 'USA', 'UK', 'Canada', 'Australia'] as const;

export const isBlank = (v: unknown): boolean => typeof v !== 'string' || v.trim() === '';

/** A string field's value trimmed, or null when it is missing or blank. */
export const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

export const tooLong = (v: unknown, max: number): boolean => typeof v === 'string' && v.trim().length > max;

/** Phone numbers: an optional leading +, then 10 to 15 digits, spaces or dashes between them (20 characters at most: PHONE_MAX_LENGTH). */
export const PHONE_PATTERN = /^\+?[0-9](?:[ -]*[0-9]){9,14}$/;
export const PHONE_MAX_LENGTH = 20;
export const isPhone = (v: string): boolean => v.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(v);

/** An Indian PIN code's shape: 6 digits, the first not 0. Whether India Post has it is the delivery module's to say (DeliveryService). */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

const POSTAL_PATTERNS: Record<string, { pattern: RegExp; message: string }> = {
  India: { pattern: PINCODE_PATTERN, message: 'Please enter a valid 6-digit PIN code' },
  USA: { pattern: /^[0-9]{5}(-[0-9]{4})?$/, message: 'Please enter a valid ZIP code' },
  UK: { pattern: /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i, message: 'Please enter a valid UK postcode' },
  Canada: { pattern: /^[A-Z][0-9][A-Z] ?[0-9][A-Z][0-9]$/i, message: 'Please enter a valid Canadian postal code' },
  Australia: { pattern: /^[0-9]{4}$/, message: 'Please enter a valid 4-digit postcode' },
};

/** The message for a postal code that does not fit its country, or null when it fits. */
export function postalCodeProblem(code: string, country: string): string | null {
  const rule = POSTAL_PATTERNS[country] ?? POSTAL_PATTERNS.India;
  return rule.pattern.test(code) ? null : rule.message;
}

// ---------------------------------------------------------------- DTO rules
//
// The shop reports the first failing rule of a form, in the order of its messages (spec point 5),
// and the first failure of every field. Each rule below carries its `rank` in that order; the
// validation pipe sorts failures by rank. Rank 0 is the shape of the input (text where text
// belongs): when the shape is wrong, only shape failures are reported.
// Messages may name the field: `$path` (items[0].size) or `$property` (size).

/** How the pipe reports a failure: its rank, and optionally a summary for the top message. */
export interface RuleContext {
  rank: number;
  /** The top-level message when this failure comes first (the field's own message stays as it is). */
  summary?: (path: string, message: string) => string;
}

export const rule = (rank: number, message: string, summary?: RuleContext['summary']): ValidationOptions => ({
  message,
  context: { rank, summary } satisfies RuleContext,
});

// ---------------------------------------------------------------- characters of text
//
// Names, addresses and messages are shown to the staff (the admin console) and printed on
// invoices: a right-to-left override there turns text around, and an invisible character makes
// two names that look alike differ. So no text the shop keeps may hold controls (C0, DEL, C1),
// the line and paragraph separators (U+2028, U+2029) or format characters (Unicode Cf: bidi
// controls, zero-width spaces, soft hyphens, byte order marks, tags). Tabs and line breaks are
// taken where text may span lines. The check and the document's pattern are built from the
// same parts below, and a spec holds them together.

/**
 * The scripts of India whose words use the zero-width non-joiner and joiner (U+200C, U+200D)
 * to choose a conjunct's form: they are taken between two letters or marks of one of these
 * scripts, and after a virama (Malayalam's older chillu letters end a word with one), close to
 * IDNA's ContextJ rule (RFC 5892, appendix A.1 and A.2). The joiner is also taken inside an
 * emoji sequence (below). Anywhere else they are refused.
 */
const INDIC_SCRIPTS = ['Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala'];
/** Their viramas (canonical combining class 9), which JavaScript's patterns cannot name by property. */
const VIRAMAS = '\\u094d\\u09cd\\u0a4d\\u0acd\\u0b4d\\u0bcd\\u0c4d\\u0ccd\\u0d3b\\u0d3c\\u0d4d\\u0dca';
const letterOf = (script: string) => `(?=\\p{scx=${script}})[\\p{L}\\p{M}]`;
/**
 * An emoji sequence a phone's keyboard writes ('❤️‍🔥', '👩🏽‍💻', a family): the joiner between two
 * pictographs, the first with its presentation selector or skin tone. Invisible only inside it.
 */
const EMOJI_JOINER = '(?<=\\p{Extended_Pictographic}[\\ufe0f\\u{1f3fb}-\\u{1f3ff}]?)\\u200d(?=\\p{Extended_Pictographic})';
const JOINER_IN_WORD = [
  EMOJI_JOINER,
  `(?<=[${VIRAMAS}])[\\u200c\\u200d]`,
  ...INDIC_SCRIPTS.map((script) => `(?<=${letterOf(script)})[\\u200c\\u200d](?=${letterOf(script)})`),
].join('|');
const JOINED = new RegExp(JOINER_IN_WORD, 'uy');

const UNWANTED = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const FORMAT = /\p{Cf}/u;
const LINES = '\t\n\r';

/** What is wrong with the characters of a text: a control, a format character, or nothing (null). */
export function characterProblem(v: string, { multiline = false } = {}): 'control' | 'format' | null {
  // One scan that finds nothing in ordinary text; a joiner is then judged by its neighbours.
  for (const { 0: c, index } of v.matchAll(UNWANTED)) {
    if (multiline && LINES.includes(c)) continue;
    JOINED.lastIndex = index;
    if (JOINED.test(v)) continue;
    return FORMAT.test(c) ? 'format' : 'control';
  }
  return null;
}

/** The same rule as the document states it (JSON Schema patterns are read with the u flag): text made only of allowed characters. */
export const TEXT_PATTERN = new RegExp(`^(?:[^\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}]|${JOINER_IN_WORD})*$`, 'u');
export const MULTILINE_TEXT_PATTERN = new RegExp(`^(?:[^\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}]|[\\t\\n\\r]|${JOINER_IN_WORD})*$`, 'u');

/** A secret (a password) is never shown, and one chosen before the rule above must still sign in: only C0 controls and DEL are refused in it. */
const SECRET_CONTROL = /[\u0000-\u001f\u007f]/;
const SECRET_PATTERN = /^[^\u0000-\u001f\u007f]*$/;

const CHARACTER_MESSAGES = {
  control: '$path must not contain control characters',
  format: '$path must not contain invisible formatting characters (such as zero-width spaces or direction overrides)',
};

/** Contains something other than white space: not blank once trimmed. */
const NOT_BLANK = /\S/;

/** A pattern matched once the value is trimmed, as the document states it (`optional`: blank matches too). */
export const trimmedPattern = (p: RegExp, optional = false) => new RegExp(`^\\s*(?:${p.source.replace(/^\^/, '').replace(/\$$/, '')})${optional ? '?' : ''}\\s*$`);

/** A rule: its check (class-validator) and the part of the document it implies. */
const ruleOf = (check: PropertyDecorator, part: SchemaPart): PropertyDecorator => {
  const documented = Documented(part);
  return together(check, documented);
};

/**
 * Text when given: undefined and null pass (whether a field is required is a rule of its own).
 * Anything else must be a string without the characters above (NUL included), which no text the
 * shop keeps may hold, whichever surface or database it comes by; the error names the field.
 */
export function IsText({
  multiline = false,
  secret = false,
  rank = 0,
  message = '$path must be text',
  summary,
}: { multiline?: boolean; secret?: boolean; rank?: number; message?: string; summary?: RuleContext['summary'] } = {}) {
  const problem = (v: string) => (secret ? (SECRET_CONTROL.test(v) ? 'control' : null) : characterProblem(v, { multiline }));
  const check = ValidateBy(
    {
      name: 'isText',
      validator: {
        validate: (v: unknown) => v === undefined || v === null || (typeof v === 'string' && problem(v) === null),
        defaultMessage: (args) => (typeof args?.value === 'string' ? CHARACTER_MESSAGES[problem(args.value) ?? 'control'] : message),
      },
    },
    { context: { rank, summary } satisfies RuleContext },
  );
  return ruleOf(check, { type: 'string', nullable: true, pattern: secret ? SECRET_PATTERN : multiline ? MULTILINE_TEXT_PATTERN : TEXT_PATTERN });
}

/** Present and not blank once trimmed; with `ifSent`, only a field that was sent must not be blank. */
export const NotBlank = (rank: number, message: string, { ifSent = false } = {}) =>
  ruleOf(
    ValidateBy({ name: 'notBlank', validator: { validate: (v: unknown) => (ifSent && v === undefined) || !isBlank(v) } }, rule(rank, message)),
    { required: !ifSent, nullable: false, pattern: NOT_BLANK },
  );

/** Present at all: a password of spaces is still a password. */
export const Given = (rank: number, message: string) =>
  ruleOf(ValidateBy({ name: 'given', validator: { validate: (v: unknown) => !!v } }, rule(rank, message)), { required: true, nullable: false, minLength: 1 });

/** Matches the pattern once trimmed; when `optional`, a missing or blank value passes. */
export const Trimmed = (pattern: RegExp, rank: number, message: string, { optional = false } = {}) =>
  ruleOf(
    ValidateBy(
      {
        name: 'trimmedPattern',
        validator: {
          validate: (v: unknown) => {
            const t = text(v);
            return t === null ? optional : pattern.test(t);
          },
        },
      },
      rule(rank, message),
    ),
    optional ? { pattern: trimmedPattern(pattern, true) } : { required: true, nullable: false, pattern: trimmedPattern(pattern, false) },
  );

/**
 * Characters as JSON Schema's minLength and maxLength count them (and PostgreSQL's varchar):
 * code points, so that '𐀀' is one character, not the two UTF-16 units of String.length.
 */
export const charCount = (s: string): number => {
  let n = 0;
  for (const _ of s) n += 1;
  return n;
};

/** At most `max` characters as sent (a value that is not text passes: IsText refuses it). */
export const MaxChars = (max: number, rank: number, message: string) =>
  ruleOf(ValidateBy({ name: 'maxChars', validator: { validate: (v: unknown) => typeof v !== 'string' || charCount(v) <= max } }, rule(rank, message)), { maxLength: max });

/** At least `min` characters, untrimmed (passwords). */
export const AtLeastChars = (min: number, rank: number, message: string) =>
  ruleOf(ValidateBy({ name: 'atLeastChars', validator: { validate: (v: unknown) => charCount(String(v)) >= min } }, rule(rank, message)), { minLength: min });

/** At most `max` characters, untrimmed (passwords). */
export const AtMostChars = (max: number, rank: number, message: string) =>
  ruleOf(ValidateBy({ name: 'atMostChars', validator: { validate: (v: unknown) => charCount(String(v)) <= max } }, rule(rank, message)), { maxLength: max });

/** Never to be sent (a field the caller may not change): the document does not name it, and the input refuses unknown fields. */
export const Absent = (rank: number, message: string) =>
  ValidateBy({ name: 'absent', validator: { validate: (v: unknown) => v === undefined } }, rule(rank, message));

/** One of the given values exactly; missing, null or empty (which clears the field) passes. */
export const OneOf = (values: readonly string[], rank: number, message: string) =>
  ruleOf(ValidateBy({ name: 'oneOf', validator: { validate: (v: unknown) => v === undefined || v === null || v === '' || values.includes(v as string) } }, rule(rank, message)), {
    enum: [...values, ''],
  });

/** A whole number from `min` to `max` when given (null and undefined pass: a GraphQL default fills them). */
export const WholeNumber = (min: number, max: number, rank: number, message: string, { optional = true } = {}) =>
  ruleOf(
    ValidateBy(
      {
        name: 'wholeNumber',
        validator: { validate: (v: unknown) => (optional && (v === undefined || v === null)) || (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) },
      },
      rule(rank, message),
    ),
    { type: 'integer', minimum: min, maximum: max, ...(optional ? {} : { required: true, nullable: false }) },
  );
