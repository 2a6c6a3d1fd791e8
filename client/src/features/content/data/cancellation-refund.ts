import { CANCELLATION, CONTACT, REFUNDS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { list, note, p, steps, table } from '../lib/blocks';
import { businessDays, days, hours, percent, rupees } from '../../../lib/figures';
import type { ContentDocument } from '../types';

const free = hours(CANCELLATION.freeWithinHours);

export const cancellationRefund: ContentDocument = {
  title: 'Cancellation & Refund Policy',
  eyebrow: 'Help & Policies',
  summary:
    'Changed your mind? You can cancel for free for a whole day, as long as your order hasn’t left us. Here is what changes after that, and how quickly each kind of refund reaches you.',
  highlights: [
    { value: 'Free', label: `cancellation within ${free}, before dispatch` },
    { value: rupees(CANCELLATION.afterDispatchFee), label: 'fee to cancel after dispatch' },
    { value: businessDays(REFUNDS.processingBusinessDays), label: 'to process a refund' },
    { value: days(REFUNDS.byMethod.upi), label: 'for UPI refunds to reach you' },
  ],
  sections: [
    {
      title: 'Cancelling Your Order',
      blocks: [
        p(`You can cancel any order free of charge within ${free} of placing it, as long as it has not been dispatched yet.`),
        steps(
          `Sign in and open [My Orders](${paths.orders}).`,
          'Open the order and choose **Cancel order**. The button is there while the order is still pending or confirmed, that is, before it ships.',
          'Confirm, and the order is cancelled at once. Any payment you made is refunded to the way you paid.',
        ),
        p(`Can’t see the button, or need help? Write to [${CONTACT.email}](mailto:${CONTACT.email}) or call [${CONTACT.phone}](${CONTACT.phoneHref}) with your order number.`),
      ],
    },
    {
      title: 'Cancellation Charges',
      blocks: [
        table('What a cancellation costs', ['When or what', 'Charge'], [
          [`Within ${free} of ordering, before dispatch`, '**Free**'],
          ['After the order has been dispatched', rupees(CANCELLATION.afterDispatchFee)],
          ['Customised or personalised items, once work has started', `${percent(CANCELLATION.customisedPercent)} of the item price`],
        ]),
        p(`The ${rupees(CANCELLATION.afterDispatchFee)} fee after dispatch covers the courier’s trip out and back, and is deducted from your refund.`),
      ],
    },
    {
      title: 'When We Cancel an Order',
      blocks: [
        p('Very rarely we have to cancel an order ourselves, and when we do you pay nothing:'),
        list(
          'An item sold out between your order and our stock check.',
          'Your pin code is beyond our courier partners’ reach.',
          'A price or product detail on our site was clearly wrong.',
          'We could not verify the payment, or the order looks fraudulent.',
        ),
        p('We will always tell you why and refund everything you paid, in full.'),
      ],
    },
    {
      title: 'How Refunds Work',
      blocks: [
        p(`Whether you cancel or return, we process your refund within ${businessDays(REFUNDS.processingBusinessDays)}: from the cancellation, or from the day a returned item passes its quality check. Refunds go back to the way you paid.`),
        p('After we process it, your bank or wallet takes a little longer to show the money:'),
        table('Time for a processed refund to reach you', ['You paid by', 'Money back in'], [
          ['Credit or debit card', days(REFUNDS.byMethod.card)],
          ['Net banking', days(REFUNDS.byMethod.netBanking)],
          ['UPI', days(REFUNDS.byMethod.upi)],
          ['Wallet', days(REFUNDS.byMethod.wallet)],
          ['Cash on Delivery', `${days(REFUNDS.byMethod.netBanking)}, to a bank account or UPI ID you share with us`],
        ]),
        note('A refund always goes to an account in your name. We never ask for your card number, PIN or OTP to send you a refund: anyone who does is not from SQU.'),
      ],
    },
    {
      title: 'If Your Refund Hasn’t Arrived',
      blocks: [
        p(`Check your statement once more, then write to [${CONTACT.email}](mailto:${CONTACT.email}) with your order number. We will send you the bank’s reference number for the refund, which your bank can trace in minutes.`),
        p(`For returns and exchanges, see [Returns & Exchanges](${paths.returnsExchanges}).`),
      ],
    },
  ],
};
