import { CONTACT, PRIVACY_LAST_UPDATED, STORAGE_KEYS } from '../../../config/constants';
import { COMPANY, OFFICE_ADDRESS } from '../../../config/company';
import { paths } from '../../../config/paths';
import { list, note, p } from '../lib/blocks';
import { days, hours, years } from '../../../lib/figures';
import type { ContentDocument } from '../types';

const mail = (address: string) => `[${address}](mailto:${address})`;

export const privacyPolicy: ContentDocument = {
  title: 'Privacy Policy',
  eyebrow: 'Legal',
  summary:
    'What we know about you, why we need it, who else sees it, and how you stay in control. In short: we collect only what it takes to get your order to you, and we never sell your data.',
  lastUpdated: PRIVACY_LAST_UPDATED,
  sections: [
    {
      title: 'Who We Are',
      blocks: [
        p(`This website is run by ${COMPANY.legalName} (“SQU”, “we”, “us”), ${OFFICE_ADDRESS}. This policy explains how we handle personal data when you browse our shop, create an account, place an order or write to us. It is written to meet the Information Technology Act and its rules, and the Digital Personal Data Protection Act.`),
      ],
    },
    {
      title: 'Information We Collect',
      blocks: [],
      subsections: [
        {
          title: 'What you give us',
          blocks: [
            list(
              '**Your account:** your name, email address and a password. We store only a one-way scrambled form (a hash) of your password, never the password itself.',
              '**Your profile:** phone number and delivery address, so that orders reach you.',
              '**Your orders:** what you bought, sizes, amounts, the payment method you chose and the delivery address.',
              '**Your messages:** what you write to us through the contact form or by email, and your email address if you join our newsletter.',
            ),
          ],
        },
        {
          title: 'What we collect automatically',
          blocks: [
            list(
              '**Technical data:** your IP address, browser and device type, and the pages you request. We use these to keep the shop secure, for example to slow down repeated failed sign-in attempts.',
              '**Your cart:** kept on your own device, not on our servers, until you place an order.',
            ),
          ],
        },
      ],
    },
    {
      title: 'How We Use It',
      blocks: [
        list(
          'To process, pack, ship and deliver your orders, and to handle returns, exchanges and refunds.',
          'To run your account and keep you signed in securely.',
          'To answer your questions and complaints.',
          'To send our newsletter, only if you asked for it.',
          'To prevent fraud and misuse of the shop.',
          'To meet our legal duties, such as issuing GST invoices and keeping tax records.',
        ),
        p('We do not use your data for automated decisions about you, and we do not build advertising profiles.'),
      ],
    },
    {
      title: 'Payments',
      blocks: [
        p('We never see or store your full card number, CVV, UPI PIN or net banking password. Payments are handled by licensed payment partners over encrypted connections. We keep only what we need to match a payment to your order: the method, the amount, the status and a transaction reference.'),
      ],
    },
    {
      title: 'Cookies and Storage on Your Device',
      blocks: [
        p('We use only what the shop needs to work. There are no advertising cookies and no third-party trackers on our site.'),
        list(
          `**Your cart** is kept in your browser’s local storage under the name “${STORAGE_KEYS.cart}”, so it survives a page refresh.`,
          `**Your sign-in** keeps your account details and a short-lived access token under “${STORAGE_KEYS.auth}”.`,
          '**A secure sign-in cookie** lets us renew your session without asking for your password again. Scripts on the page cannot read it, and it is removed when you log out.',
        ),
        p('Clearing your browser’s storage empties your cart and signs you out; nothing else changes.'),
      ],
    },
    {
      title: 'Who We Share It With',
      blocks: [
        p('We share only what each partner needs to do their part, under contracts that oblige them to protect it:'),
        list(
          '**Courier partners** receive your name, phone number and delivery address.',
          '**Payment partners** receive what is needed to take your payment or send a refund.',
          '**Technology providers** who host our servers and send our emails, on our instructions only.',
          '**Government authorities**, when the law requires it.',
        ),
        note('We have never sold, rented or traded your personal data, and we never will.'),
      ],
    },
    {
      title: 'How We Protect It',
      blocks: [
        list(
          'Every page and request travels over an encrypted connection.',
          'Passwords are stored only as strong, salted hashes.',
          'Sign-in sessions expire quickly and are renewed with tokens we can revoke.',
          'Only the SQU team members who need your data to serve you can access it.',
        ),
        p('No system is perfectly secure. If we ever learn of a breach that affects you, we will tell you and the authorities as the law requires.'),
      ],
    },
    {
      title: 'How Long We Keep It',
      blocks: [
        list(
          'Your account stays for as long as you keep it open.',
          `Order and invoice records are kept for ${years(COMPANY.recordRetentionYears)}, as Indian tax law requires.`,
          'Messages to customer care are kept as long as we need them to resolve your query.',
          'Your newsletter subscription lasts until you unsubscribe.',
        ),
      ],
    },
    {
      title: 'Your Rights',
      blocks: [
        p('You can ask us at any time to:'),
        list(
          `See the personal data we hold about you. Much of it is already in your [Profile](${paths.profile}) and [My Orders](${paths.orders}).`,
          `Correct it. You can change your name, phone and address in your [Profile](${paths.profile}); for your email address, write to us.`,
          'Delete your account and the data we are not required to keep by law.',
          'Withdraw your consent to the newsletter.',
          'Nominate someone to exercise these rights for you.',
        ),
        p(`Write to ${mail(COMPANY.emails.privacy)} from the email address on your account. We will reply within ${days(COMPANY.grievanceResolveDays)}.`),
      ],
    },
    {
      title: 'Children',
      blocks: [
        p(`Our shop is meant for adults: you must be at least ${COMPANY.minimumAge} to create an account or place an order. We do not knowingly collect data from children; if you believe a child has shared data with us, tell us and we will delete it.`),
      ],
    },
    {
      title: 'Changes to This Policy',
      blocks: [
        p('When we change this policy, we update the date at the top of this page. If a change affects how we use the data you have already given us, we will tell you by email before it takes effect.'),
      ],
    },
    {
      title: 'Grievance Officer',
      blocks: [
        p(`If you have a concern about your data, write to our Grievance Officer, ${COMPANY.grievanceOfficer}, at ${mail(COMPANY.emails.grievance)}, or by post to ${CONTACT.address.join(', ')}. We acknowledge every complaint within ${hours(COMPANY.grievanceAcknowledgeHours)} and resolve it within ${days(COMPANY.grievanceResolveDays)}.`),
      ],
    },
  ],
};
