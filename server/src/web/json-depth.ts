/**
 * How deep objects and arrays may nest in what a request sends as JSON (a REST body, a GraphQL
 * request and its variables). No input of the shop is nearly this deep, and what walks a value
 * recursively (class-transformer, the validators) must never meet one deep enough to overflow
 * the stack: about 3,000 levels did, a 500.
 */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request's JSON is nested too deeply: objects and arrays may nest at most ${MAX_JSON_DEPTH} levels`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text, as UTF-8 bytes, nests objects and arrays deeper than `max`. One pass over
 * the bytes, before any parse and without recursion: brackets inside strings (escaped quotes
 * included) do not count and white space does not matter. Every byte of a multi-byte UTF-8
 * character is 0x80 or above, so none is taken for a bracket or a quote. Text that is not
 * JSON may be measured wrongly; the parser refuses it anyway.
 */
export function nestedDeeperThan(json: Uint8Array, max = MAX_JSON_DEPTH): boolean {
  // Deeper than `max` takes more than `max` opening brackets.
  if (json.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}
