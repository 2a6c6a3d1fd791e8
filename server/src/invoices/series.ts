/**
 * The GST documents' series (CGST Rule 46(b) and 53): each kind is numbered consecutively within
 * a financial year (1 April to 31 March, India's dates), and a number is at most 16 characters.
 *
 *   tax invoices  SQU/25-26/000123  (a million a year)
 *   credit notes  CN/25-26/0000123  (ten million a year)
 */
export const DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const MAX_NUMBER_LENGTH = 16;

const SERIES: Record<DocumentKind, { prefix: string; digits: number }> = {
  invoice: { prefix: 'SQU/', digits: 6 },
  credit_note: { prefix: 'CN/', digits: 7 },
};

/** India keeps one offset all year (UTC+05:30). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The financial year of a moment, in India: '25-26' from 1 April 2025 00:00 IST to 31 March 2026 23:59:59.999 IST. */
export function financialYearOf(at: Date): string {
  const india = new Date(at.getTime() + INDIA_OFFSET_MS);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  const yy = (y: number) => String(y % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

/** The number of the `seq`-th document (from 1) of a kind in a financial year: 'SQU/25-26/000123'. Throws past the series' capacity. */
export function documentNumber(kind: DocumentKind, fy: string, seq: number): string {
  const { prefix, digits } = SERIES[kind];
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`Not a place in a series: ${seq}`);
  const number = `${prefix}${fy}/${String(seq).padStart(digits, '0')}`;
  if (number.length > MAX_NUMBER_LENGTH) throw new RangeError(`The ${kind} series of ${fy} is full: ${number} is over ${MAX_NUMBER_LENGTH} characters`);
  return number;
}

/**
 * documentNumber in SQL, for the numbering statement (InvoiceNumberer): the number of the row whose
 * kind, financial year and place in its series are the expressions given, or NULL past the
 * series' capacity (the statement then leaves the row waiting). The same SERIES as above.
 */
export function documentNumberSql(postgres: boolean, kind: string, fy: string, seq: string): string {
  const padded = (digits: number) => (postgres ? `lpad(CAST(${seq} AS text), ${digits}, '0')` : `printf('%0${digits}d', ${seq})`);
  const cases = DOCUMENT_KINDS.map((k) => {
    const { prefix, digits } = SERIES[k];
    return `WHEN '${k}' THEN CASE WHEN ${seq} < ${10 ** digits} THEN '${prefix}' || ${fy} || '/' || ${padded(digits)} END`;
  });
  return `CASE ${kind} ${cases.join(' ')} END`;
}
