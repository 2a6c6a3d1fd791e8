/**
 * The seller printed on tax invoices: the company's registered address in Bengaluru,
 * Karnataka (the shop's contact address, client/src/config/constants.ts CONTACT). The GSTIN is a
 * placeholder until the real registration is configured; its first two digits (29) are
 * Karnataka's state code.
 */
export const SELLER = {
  name: 'SQU Fashion Pvt. Ltd.',
  addressLines: ['3rd Floor, 80 Feet Road, Koramangala 4th Block', 'Bengaluru, Karnataka 560034', 'India'],
  state: 'Karnataka',
  stateCode: '29',
  gstin: '29ABCDE1234F1Z5 (placeholder)',
  email: 'support@squ.in',
  phone: '+91 98765 43210',
} as const;

export type Seller = typeof SELLER;
