/**
 * GSTIN: 15 characters, the state's two-digit code, the holder's PAN (10), the entity's number
 * in that state (1-9, A-Z), 'Z' by default, and a check character (mod 36, as the GSTN
 * computes it: the 14 characters' values weighted 1, 2, 1, 2, ... with each product folded
 * as quotient + remainder of 36).
 */
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][A-Z0-9][0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]) * (i % 2 ? 2 : 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36];
}

/** Why a GSTIN is not one, or null when it is (shape, state code, check character). */
export function gstinProblem(gstin: string): string | null {
  if (!SHAPE.test(gstin)) return 'must be 15 characters: state code, PAN, entity number, Z and a check character (e.g. 29AAACS1234K1Z8)';
  const state = Number(gstin.slice(0, 2));
  if (!(state >= 1 && state <= 38) && state !== 97 && state !== 99) return `starts with ${gstin.slice(0, 2)}, which is no state's code`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'has a wrong check character (a typing mistake?)';
  return null;
}

/** India's GST state codes (as GSTINs begin with them), by state or union territory. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir', '02': 'Himachal Pradesh', '03': 'Punjab', '04': 'Chandigarh', '05': 'Uttarakhand',
  '06': 'Haryana', '07': 'Delhi', '08': 'Rajasthan', '09': 'Uttar Pradesh', '10': 'Bihar', '11': 'Sikkim',
  '12': 'Arunachal Pradesh', '13': 'Nagaland', '14': 'Manipur', '15': 'Mizoram', '16': 'Tripura', '17': 'Meghalaya',
  '18': 'Assam', '19': 'West Bengal', '20': 'Jharkhand', '21': 'Odisha', '22': 'Chhattisgarh', '23': 'Madhya Pradesh',
  '24': 'Gujarat', '26': 'Dadra and Nagar Haveli and Daman and Diu', '27': 'Maharashtra', '29': 'Karnataka', '30': 'Goa',
  '31': 'Lakshadweep', '32': 'Kerala', '33': 'Tamil Nadu', '34': 'Puducherry', '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana', '37': 'Andhra Pradesh', '38': 'Ladakh',
};

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase().replace(/&/g, 'and');

/** The GST state code of a state's name ('Karnataka' -> '29'), or null. */
export function stateCodeOf(state: string | null | undefined): string | null {
  if (!state) return null;
  const n = norm(state);
  return Object.entries(GST_STATE_CODES).find(([, name]) => norm(name) === n)?.[0] ?? null;
}
