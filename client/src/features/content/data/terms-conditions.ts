import { CANCELLATION, CONTACT, PASSWORD_MIN_LENGTH, PAYMENT, RETURNS, SHIPPING } from '../../../config/constants';
import { COMPANY, OFFICE_ADDRESS } from '../../../config/company';
import { paths } from '../../../config/paths';
import { list, p } from '../lib/blocks';
import { days, hours, minutes, rupees } from '../../../lib/figures';
import type { ContentDocument } from '../types';

export const termsConditions: ContentDocument = {
  title: 'Terms & Conditions',
  eyebrow: 'Legal',
  summary:
    'The agreement between you and SQU when you use this website and buy from us. We have kept it as plain as the law allows; the policies it links to explain the details.',
  numbered: true,
  sections: [
    {
      title: 'Acceptance of These Terms',
      blocks: [
        p(`By using this website or placing an order, you agree to these Terms and to our [Privacy Policy](${paths.privacyPolicy}). If you do not agree, please do not use the site. These Terms are an electronic record under the Information Technology Act and need no physical or digital signature.`),
      ],
    },
    {
      title: 'About SQU',
      blocks: [
        p(`This website is owned and run by ${COMPANY.legalName}, a company registered in India, with its office at ${OFFICE_ADDRESS}. “SQU”, “we” and “us” mean ${COMPANY.legalName}; “you” means the person using the site or buying from it.`),
      ],
    },
    {
      title: 'Eligibility and Your Account',
      blocks: [
        list(
          `You must be at least ${COMPANY.minimumAge} years old and able to enter a binding contract under Indian law to place an order.`,
          `You sign in with your email address and a password of at least ${PASSWORD_MIN_LENGTH} characters. Keep your password to yourself: you are responsible for what happens under your account.`,
          'Give us true and complete details, and keep your phone number and address up to date so that your orders reach you.',
          'Tell us at once if you think someone else has used your account.',
        ),
      ],
    },
    {
      title: 'Products, Colours and Sizes',
      blocks: [
        p('We describe and photograph every product as faithfully as we can. Colours can look slightly different on different screens, and hand-finished pieces such as block prints and hand-glazed ceramics vary a little from one to the next: that is part of their character, not a defect.'),
        p('Measurements and fit notes are given on each product page. If a size is not right, our exchange policy has you covered.'),
      ],
    },
    {
      title: 'Prices and Taxes',
      blocks: [
        list(
          'All prices are in Indian rupees (₹).',
          'Prices on product pages are before GST. GST is added at checkout, at the rate shown beside each product’s price, and shown as a separate line for each rate before you pay.',
          'If a product is listed at a clearly wrong price because of a mistake, we may cancel the order and refund you in full, even after it has been confirmed.',
          'Offers and discounts apply only for the period and on the terms stated with them.',
        ),
      ],
    },
    {
      title: 'Orders and Their Acceptance',
      blocks: [
        p(`Placing an order is an offer to buy. We confirm it by email, usually within ${minutes(SHIPPING.confirmationMinutes)}, and the contract between us is made when we dispatch your order. We may decline or cancel an order, with a full refund, if an item is out of stock, your pin code cannot be served, the payment cannot be verified, or the order appears fraudulent or intended for resale.`),
      ],
    },
    {
      title: 'Payment',
      blocks: [
        list(
          'We accept credit and debit cards (Visa, Mastercard, RuPay), UPI, net banking and Cash on Delivery.',
          `Cash on Delivery is available on orders of ${rupees(PAYMENT.cod.minSubtotal)} and above, with a ${rupees(PAYMENT.cod.charge)} charge on orders below ${rupees(PAYMENT.cod.chargeBelow)}.`,
          `EMI is available on orders above ${rupees(PAYMENT.emiAbove)} with eligible credit cards; your bank sets its interest and terms.`,
          'Online payments are processed by licensed payment partners. We never store your card or bank credentials.',
        ),
      ],
    },
    {
      title: 'Shipping and Delivery',
      blocks: [
        p(`We deliver within India. Shipping is free on orders above ${rupees(SHIPPING.freeAbove)}, and we prepare every order within ${hours(SHIPPING.preparationHours)}. Delivery times are estimates, not guarantees; our [Shipping Policy](${paths.shippingPolicy}) sets them out in full. The goods are yours, and at your risk, once they are delivered to the address you gave us.`),
      ],
    },
    {
      title: 'Cancellations, Returns and Refunds',
      blocks: [
        p(`You may cancel free of charge within ${hours(CANCELLATION.freeWithinHours)} of ordering, before dispatch, and return regular-price items within ${days(RETURNS.windowDays)} of delivery. The conditions, charges and refund timings are set out in our [Cancellation & Refund Policy](${paths.cancellationRefund}) and our [Returns & Exchanges](${paths.returnsExchanges}) policy, which form part of these Terms.`),
      ],
    },
    {
      title: 'Offers and Promotions',
      blocks: [
        list(
          'Unless an offer says otherwise, only one offer applies to an order.',
          'Offers are valid until the date shown with them, while stocks last.',
          'Offers cannot be exchanged for cash. When an item bought on offer is returned, the refund is the amount you actually paid for it.',
        ),
      ],
    },
    {
      title: 'Intellectual Property',
      blocks: [
        p('The SQU name and logo, our designs, prints, photographs, texts and the design of this website belong to SQU or our licensors. You may view and share them for your personal, non-commercial use; any other use needs our written permission.'),
      ],
    },
    {
      title: 'Acceptable Use',
      blocks: [
        p('When you use this site, you agree not to:'),
        list(
          'Place orders in someone else’s name without their permission, or with payment details you are not entitled to use.',
          'Buy in bulk for resale without our written agreement.',
          'Copy, scrape or harvest the site’s content or data with automated tools.',
          'Interfere with the site’s security or working, or try to reach data that is not yours.',
          'Post or send anything unlawful, abusive or misleading through our forms.',
        ),
        p('We may suspend or close an account that breaks these rules.'),
      ],
    },
    {
      title: 'Limitation of Liability',
      blocks: [
        p('To the extent the law allows, our total liability for any order is limited to the amount you paid for it, and we are not liable for indirect or unforeseeable losses. Nothing in these Terms limits liability that cannot be limited by law, or your rights as a consumer under the Consumer Protection Act.'),
      ],
    },
    {
      title: 'Governing Law and Disputes',
      blocks: [
        p(`These Terms are governed by the laws of India. If something goes wrong, please talk to us first: most problems are solved with one email to [${CONTACT.email}](mailto:${CONTACT.email}). If a dispute remains, the courts at ${COMPANY.city} have jurisdiction, without affecting your right to approach a consumer commission.`),
      ],
    },
    {
      title: 'Changes and Contact',
      blocks: [
        p('We may update these Terms from time to time. The version on this page when you place an order applies to that order.'),
        p(`Questions about these Terms? Write to [${CONTACT.email}](mailto:${CONTACT.email}). Complaints can also go to our Grievance Officer, ${COMPANY.grievanceOfficer}, at [${COMPANY.emails.grievance}](mailto:${COMPANY.emails.grievance}).`),
      ],
    },
  ],
};
