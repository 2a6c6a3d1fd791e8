import { CONTACT } from './constants';

/**
 * The seller printed on tax invoices; its address is the company's contact address
 * (Bengaluru, Karnataka). The GSTIN is a placeholder until the real registration is
 * configured; its first two digits (29) are Karnataka's state code.
 */
export const SELLER = {
  name: 'SQU Fashion Pvt. Ltd.',
  addressLines: [...CONTACT.address.slice(1), 'India'],
  state: 'Karnataka',
  stateCode: '29',
  gstin: '29ABCDE1234F1Z5 (placeholder)',
  email: 'support@squ.in',
  phone: '+91 98765 43210',
  website: 'squ.in',
} as const;

export type Seller = typeof SELLER;

/** GST on goods: 18% of the taxable value, split 9% + 9% (CGST + SGST) within the seller's state, else IGST. */
export const GST_RATE_PERCENT = 18;
