import type { OpeningHours } from '../../../config/company';

const clock = (h: number) => `${h % 12 || 12}:00 ${h < 12 ? 'AM' : 'PM'}`;
const short = (h: number) => String(h % 12 || 12);

/** '9:00 AM – 6:00 PM', or 'Closed'. */
export const formatHours = (h: OpeningHours): string =>
  h.opens === null || h.closes === null ? 'Closed' : `${clock(h.opens)} – ${clock(h.closes)}`;

/** The header's short form: 'Mon-Fri 9-6, Sat 10-4' (closed days left out). */
export const compactHours = (all: readonly OpeningHours[]): string =>
  all
    .filter((h) => h.opens !== null && h.closes !== null)
    .map((h) => `${h.short} ${short(h.opens!)}-${short(h.closes!)}`)
    .join(', ');
