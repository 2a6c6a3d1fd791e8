import { BRAND, CONTACT } from './constants';

/**
 * Who SQU is: the company facts the About, Contact and legal pages state. Figures live here
 * (not in the page texts) so that a page never carries a number of its own.
 */
export const COMPANY = {
  brand: BRAND,
  legalName: 'SQU Fashion Pvt. Ltd.',
  city: 'Bengaluru',
  foundedYear: 2019,
  emails: {
    support: CONTACT.email,
    privacy: 'privacy@squ.in',
    grievance: 'grievance@squ.in',
    careers: 'careers@squ.in',
  },
  grievanceOfficer: 'Nandini Krishnan',
  /** Working days within which the grievance officer acknowledges and resolves a complaint. */
  grievanceAcknowledgeHours: 48,
  grievanceResolveDays: 30,
  /** Shoppers must be adults to place orders in their own name. */
  minimumAge: 18,
  /** How long we keep order and invoice records (tax law). */
  recordRetentionYears: 8,
} as const;

/** The office address without the company's name: '3rd Floor, …, Bengaluru, Karnataka 560034'. */
export const OFFICE_ADDRESS = CONTACT.address.filter((line) => line !== COMPANY.legalName).join(', ');

/** The About page's figures. */
export const COMPANY_FIGURES = {
  customers: 250_000,
  pinCodes: 19_000,
  makerPartners: 40,
} as const;

export interface OpeningHours {
  days: string;
  /** Short form used in the header and footer, e.g. 'Mon-Fri'. */
  short: string;
  /** 24-hour clock; null when closed. */
  opens: number | null;
  closes: number | null;
}

/** Customer care hours, Indian Standard Time: Mon-Fri 9-6, Sat 10-4, Sun closed. */
export const BUSINESS_HOURS: readonly OpeningHours[] = [
  { days: 'Monday – Friday', short: 'Mon-Fri', opens: 9, closes: 18 },
  { days: 'Saturday', short: 'Sat', opens: 10, closes: 16 },
  { days: 'Sunday', short: 'Sun', opens: null, closes: null },
];
