/**
 * How the soak reads "p99 stable" (issue 8: a 3-minute mixed soak, zero 5xx, p99 stable).
 *
 * A minute's p99 is its ~24th slowest request of ~2,400. One pause of the machine decides it:
 * at 40 requests a second, a 1.1 s stall holds ~45 requests, and the queue behind it more. A
 * fresh-clone CI run failed so (last minute's p99 159 ms against 37.5) with 1,101 ms of
 * machine-wide I/O stall (/proc/pressure/io, every task waiting) in that minute and none in the
 * first; the server's own work was the same in every minute.
 *
 * So a minute's level is the median of the p99s of its 10-second slices: one pause (even across
 * two slices) raises at most two of six and leaves the median where it was, while a slowdown
 * that lasts (a leak, a table scan growing with the orders) raises most slices and the median
 * with them. The whole minute's p99 is still reported beside it.
 */

export interface Timed {
  /** Seconds since the start of the run at which the request was sent. */
  at: number;
  ms: number;
}

export const SLICE_SECONDS = 10;

/** The nearest-rank percentile (p in 0-100); NaN for no values. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The p99 of each SLICE_SECONDS slice of [from, to) that holds requests. */
export function sliceP99s(samples: Timed[], from: number, to: number, slice = SLICE_SECONDS): number[] {
  const out: number[] = [];
  for (let s = from; s < to - 1e-9; s += slice) {
    const end = Math.min(to, s + slice);
    const ms = samples.filter((x) => x.at >= s && x.at < end).map((x) => x.ms);
    if (ms.length) out.push(percentile(ms, 99));
  }
  return out;
}

/** The median of the slices' p99s: a level one pause does not move (see above). */
export function steadyP99(samples: Timed[], from: number, to: number, slice = SLICE_SECONDS): number {
  const p99s = sliceP99s(samples, from, to, slice).sort((a, b) => a - b);
  if (!p99s.length) return NaN;
  const mid = p99s.length / 2;
  return p99s.length % 2 ? p99s[Math.floor(mid)] : (p99s[mid - 1] + p99s[mid]) / 2;
}
