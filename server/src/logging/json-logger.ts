import type { LoggerService } from '@nestjs/common';

type Level = 'error' | 'warn' | 'info' | 'debug';

/** Key names whose values never reach a log line. */
const SECRET = /pass(word)?|token|secret|authorization|cookie|hash/i;

function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET.test(k) ? '[redacted]' : redact(v, depth + 1)]));
}

/** Writes one JSON object per line to stdout; `requestId`, when given, names the request it is about. */
export function writeLog(entry: Record<string, unknown>): void {
  const { requestId, ...rest } = entry;
  const line = { time: new Date().toISOString(), ...(redact(rest) as object), ...(requestId ? { requestId } : {}) };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

/** Nest's logger, as JSON lines. */
export class JsonLogger implements LoggerService {
  constructor(private readonly levels: Set<Level>) {}

  private write(level: Level, message: unknown, context?: unknown) {
    if (!this.levels.has(level)) return;
    writeLog({ level, context: typeof context === 'string' ? context : undefined, msg: typeof message === 'string' ? message : redact(message) });
  }

  log(message: unknown, context?: unknown) {
    this.write('info', message, context);
  }
  error(message: unknown, ...rest: unknown[]) {
    // Nest passes (message, stack?, context?); the stack stays in the log, never in an answer.
    const context = rest.length ? rest[rest.length - 1] : undefined;
    const stack = rest.length > 1 ? rest[0] : undefined;
    if (!this.levels.has('error')) return;
    writeLog({ level: 'error', context: typeof context === 'string' ? context : undefined, msg: String(message), ...(typeof stack === 'string' ? { stack } : {}) });
  }
  warn(message: unknown, context?: unknown) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: unknown) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: unknown) {
    this.write('debug', message, context);
  }
}
