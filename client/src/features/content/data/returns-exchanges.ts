import { CONTACT, REFUNDS, RETURNS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { list, note, p, steps, table } from '../lib/blocks';
import { businessDays, days } from '../../../lib/figures';
import type { ContentDocument } from '../types';

export const returnsExchanges: ContentDocument = {
  title: 'Returns & Exchanges',
  eyebrow: 'Help & Policies',
  summary:
    'Didn’t fit? Not quite you? Send it back. Here is how long you have, what we need from you, and how quickly your money or your new size comes back.',
  highlights: [
    { value: days(RETURNS.windowDays), label: 'to return regular-price items' },
    { value: days(RETURNS.defectiveDays), label: 'for defective or damaged items' },
    { value: days(RETURNS.sizeExchangeDays), label: 'to exchange for another size' },
    { value: businessDays(REFUNDS.processingBusinessDays), label: 'to process your refund' },
  ],
  sections: [
    {
      title: 'Our Promise',
      blocks: [
        p(`We want you to love what you bought from us. If you don’t, return it within ${days(RETURNS.windowDays)} of delivery for a full refund of the item’s price, no long explanations needed.`),
      ],
    },
    {
      title: 'Return Windows',
      blocks: [
        table('How long you have to return an item', ['What you bought', 'Return within'], [
          ['Regular-price items', `${days(RETURNS.windowDays)} of delivery`],
          ['Sale items', `${days(RETURNS.saleDays)} of delivery`],
          ['Defective, damaged or wrong items', `${days(RETURNS.defectiveDays)} of delivery`],
        ]),
        p('A sale item is anything marked Sale on its product page when you bought it.'),
      ],
    },
    {
      title: 'Exchanges',
      blocks: [
        table('How long you have to exchange an item', ['Exchange for', 'Request within'], [
          ['A different size of the same item', `${days(RETURNS.sizeExchangeDays)} of delivery`],
          ['A different colour or design of the same style, at the price you paid', `${days(RETURNS.styleExchangeDays)} of delivery`],
        ]),
        p('Your order lists the sizes and colours in stock that each item can be exchanged for. Exchanges depend on stock: if the size or colour you want sells out before we approve the exchange, we refund you instead. A colour that costs a different price is not exchanged: return the item and order the one you want.'),
      ],
    },
    {
      title: 'What Can Be Returned',
      blocks: [
        p('Items can be returned or exchanged when they come back to us as they left:'),
        list(
          'Unworn, unwashed and unused, free of perfume, make-up and pet hair.',
          'With every original tag attached and in the original packaging, including the shoe box for footwear.',
          'Footwear tried on indoors only, with clean soles.',
        ),
        p('For hygiene and safety, some things cannot be returned unless they arrive defective or damaged:'),
        list(
          'Socks, hair accessories such as scrunchies and clips, and pierced jewellery.',
          'Candles that have been lit.',
          'Customised or personalised items, made to your order.',
        ),
      ],
    },
    {
      title: 'How to Return or Exchange',
      blocks: [
        steps(
          `Find your order number in [My Orders](${paths.orders}).`,
          `Write to [${CONTACT.email}](mailto:${CONTACT.email}) or call [${CONTACT.phone}](${CONTACT.phoneHref}) with the order number, the items, and whether you would like a refund or an exchange.`,
          'We arrange a pickup from your delivery address and confirm the date with you.',
          'Pack the items with their tags and hand the parcel to our courier partner.',
          'We check the items at our Bengaluru warehouse and start your refund or send out your exchange.',
        ),
        note('Please don’t post returns to our office address: parcels sent without a pickup we arranged can take much longer to reach the right team.'),
      ],
    },
    {
      title: 'Refunds for Returns',
      blocks: [
        p(`Once your return passes its quality check, we process your refund within ${businessDays(REFUNDS.processingBusinessDays)} to the way you paid. Cash on Delivery orders are refunded to a bank account or UPI ID you share with us.`),
        p(`How soon the money shows in your account after that depends on your bank or wallet; see [Cancellation & Refund](${paths.cancellationRefund}) for the timings by payment method.`),
      ],
    },
    {
      title: 'Defective, Damaged or Wrong Items',
      blocks: [
        p(`If something arrives damaged, has a fault, or isn’t what you ordered, tell us within ${days(RETURNS.defectiveDays)} of delivery. A photo or two of the problem helps us act quickly.`),
        p('We will pick it up at no cost to you and send a replacement, or refund the item in full, including any shipping you paid for it. You choose.'),
      ],
    },
  ],
};
