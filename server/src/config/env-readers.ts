/** The environment the configuration is read from. */
export type Env = Record<string, string | undefined>;
/** Reads a whole number within bounds (a problem noted, and the fallback used, when it is not). */
export type IntReader = (name: string, fallback: number, min: number, max: number) => number;
/** Reads true or false (a problem noted, and the fallback used, when it is neither). */
export type BoolReader = (name: string, fallback: boolean) => boolean;
