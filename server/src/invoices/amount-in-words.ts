import type { Paise } from '../pricing/money.js';

const ONES = [
  '', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1..99 */
function tens(n: number): string {
  if (n < 20) return ONES[n];
  return [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(' ');
}

/** 1..999 */
function hundreds(n: number): string {
  const h = Math.floor(n / 100);
  return [h ? `${ONES[h]} Hundred` : '', n % 100 ? tens(n % 100) : ''].filter(Boolean).join(' ');
}

/** A whole number in the Indian system: crore (10^7), lakh (10^5), thousand, hundred. */
export function indianNumberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Not a whole number of rupees: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${indianNumberInWords(crore)} Crore` : '',
    lakh ? `${tens(lakh)} Lakh` : '',
    thousand ? `${tens(thousand)} Thousand` : '',
    rest ? hundreds(rest) : '',
  ].filter(Boolean).join(' ');
}

/** An amount for the invoice: 'Rupees One Lakh Twenty Thousand Five Hundred and Paise Fifty Only'. */
export function amountInWords(paise: Paise): string {
  if (!Number.isInteger(paise) || paise < 0) throw new RangeError(`Not an amount of paise: ${paise}`);
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  return `Rupees ${indianNumberInWords(whole)}${fraction ? ` and Paise ${tens(fraction)}` : ''} Only`;
}
