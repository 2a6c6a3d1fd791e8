import { amountInWords, indianNumberInWords } from './amount-in-words.js';

describe('amount in words (Indian numbering)', () => {
  it.each([
    [120500.5, 'Rupees One Lakh Twenty Thousand Five Hundred and Paise Fifty Only'],
    [0, 'Rupees Zero Only'],
    [0.05, 'Rupees Zero and Paise Five Only'],
    [1, 'Rupees One Only'],
    [19, 'Rupees Nineteen Only'],
    [100, 'Rupees One Hundred Only'],
    [1532.82, 'Rupees One Thousand Five Hundred Thirty Two and Paise Eighty Two Only'],
    [199, 'Rupees One Hundred Ninety Nine Only'],
    [99999, 'Rupees Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
    [100000, 'Rupees One Lakh Only'],
    [1000001, 'Rupees Ten Lakh One Only'],
    [12345678.9, 'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Paise Ninety Only'],
    [1000000000, 'Rupees One Hundred Crore Only'],
    [3654.46, 'Rupees Three Thousand Six Hundred Fifty Four and Paise Forty Six Only'],
  ])('₹%p -> %s', (rupees, words) => {
    expect(amountInWords(Math.round(rupees * 100))).toBe(words);
  });

  it('refuses what is not an amount', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(0.5)).toThrow(RangeError);
    expect(() => indianNumberInWords(1.5)).toThrow(RangeError);
  });
});
