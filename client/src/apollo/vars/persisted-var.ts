import { makeVar, type ReactiveVar } from '@apollo/client';
import { setPrerenderedValue } from './use-var';

/** Where persisted variables live; localStorage in the browser, a Map in tests. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage when it can be used (private mode and SSR throw or lack it), else nothing. */
export function browserStorage(): KeyValueStorage | null {
  try {
    const s = globalThis.localStorage;
    if (!s) return null;
    s.getItem('__probe__');
    return s;
  } catch {
    return null;
  }
}

/** The stored envelope; a bump of `version` discards every older stored value. */
interface Envelope {
  version: number;
  state: unknown;
}

export interface PersistOptions<T> {
  key: string;
  version: number;
  initial: T;
  /** Returns the value when `raw` is a well-formed state, else null (it is then discarded). */
  parse: (raw: unknown) => T | null;
  /** What of the value is written; defaults to all of it. */
  serialize?: (value: T) => unknown;
  storage?: KeyValueStorage | null;
}

export function readPersisted<T>(opts: PersistOptions<T>): T {
  const storage = opts.storage === undefined ? browserStorage() : opts.storage;
  const text = storage?.getItem(opts.key);
  if (!text) return opts.initial;
  try {
    const env = JSON.parse(text) as Partial<Envelope> | null;
    const value = env && env.version === opts.version ? opts.parse(env.state) : null;
    if (value !== null) return value;
  } catch {
    // A broken value falls through to be discarded, never to crash the shop.
  }
  storage?.removeItem(opts.key);
  return opts.initial;
}

export function writePersisted<T>(opts: PersistOptions<T>, value: T): void {
  const storage = opts.storage === undefined ? browserStorage() : opts.storage;
  try {
    const state = opts.serialize ? opts.serialize(value) : value;
    storage?.setItem(opts.key, JSON.stringify({ version: opts.version, state } satisfies Envelope));
  } catch {
    // Quota exceeded or storage gone: the in-memory value still works for this visit.
  }
}

/**
 * A reactive variable whose value survives reloads: read (and validated) once at start,
 * written after every change, and kept in step with other tabs of the shop.
 */
export function makePersistedVar<T>(opts: PersistOptions<T>): ReactiveVar<T> {
  const rv = makeVar<T>(readPersisted(opts));
  // Prerendered pages know nothing of this browser's storage: they show the initial value.
  setPrerenderedValue(rv, opts.initial);
  const persist = (value: T) => {
    writePersisted(opts, value);
    rv.onNextChange(persist);
  };
  rv.onNextChange(persist);

  if (typeof window !== 'undefined' && opts.storage === undefined) {
    window.addEventListener('storage', (e) => {
      if (e.key === opts.key) rv(readPersisted(opts));
    });
  }
  return rv;
}
