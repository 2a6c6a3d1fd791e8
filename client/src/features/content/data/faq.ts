import { CANCELLATION, CONTACT, PASSWORD_MIN_LENGTH, PASSWORD_RESET_MINUTES, PAYMENT, REFUNDS, RETURNS, SHIPPING } from '../../../config/constants';
import { BUSINESS_HOURS, COMPANY } from '../../../config/company';
import { paths } from '../../../config/paths';
import { formatHours } from '../lib/business-hours';
import { list, p } from '../lib/blocks';
import { businessDays, days, hours, inWords, minutes, percent, rupees } from '../../../lib/figures';
import type { FaqCategory } from '../types';

const email = `[${CONTACT.email}](mailto:${CONTACT.email})`;
const phone = `[${CONTACT.phone}](${CONTACT.phoneHref})`;

/** The FAQ: six categories, four questions each. Figures come from config/constants.ts. */
export const faqCategories: FaqCategory[] = [
  {
    id: 'general',
    title: 'General',
    entries: [
      {
        id: 'what-is-squ',
        question: 'What is SQU?',
        answer: [
          p(`SQU is a fashion and lifestyle label from ${COMPANY.city}. We design everyday clothing, footwear, bags, accessories and home pieces, make them with partners we know by name, and sell them online to shoppers all over India.`),
        ],
      },
      {
        id: 'need-account',
        question: 'Do I need an account to shop?',
        answer: [
          p('No account is needed to browse, search or fill your cart. You sign in only at checkout, so that we can deliver your order and you can follow it in My Orders.'),
        ],
      },
      {
        id: 'outside-india',
        question: 'Do you deliver outside India?',
        answer: [
          p(`Not yet. We deliver to serviceable pin codes across India, from the metros to the North-East. See our [Shipping Policy](${paths.shippingPolicy}) for delivery times.`),
        ],
      },
      {
        id: 'contact-customer-care',
        question: 'How can I reach customer care?',
        answer: [
          p(`Call us on ${phone} or write to ${email}. We’re available:`),
          list(...BUSINESS_HOURS.map((h) => `${h.days}: ${formatHours(h)}`)),
          p(`You can also send us a message from the [Contact](${paths.contact}) page, at any hour.`),
        ],
      },
    ],
  },
  {
    id: 'orders-payment',
    title: 'Orders & Payment',
    entries: [
      {
        id: 'payment-methods',
        question: 'Which payment methods do you accept?',
        answer: [
          p('Credit and debit cards (Visa, Mastercard, RuPay), UPI from any UPI app, net banking with SBI, HDFC, ICICI, Axis, Kotak and PNB, and Cash on Delivery. Every online payment goes through a secure, encrypted checkout.'),
        ],
      },
      {
        id: 'cash-on-delivery',
        question: 'Is Cash on Delivery available?',
        answer: [
          p(`Yes, on orders of ${rupees(PAYMENT.cod.minSubtotal)} and above. Orders below ${rupees(PAYMENT.cod.chargeBelow)} carry a ${rupees(PAYMENT.cod.charge)} Cash on Delivery charge. Please keep the exact amount ready, and allow ${days(PAYMENT.cod.extraProcessingDays)} more for us to process a Cash on Delivery order.`),
        ],
      },
      {
        id: 'emi',
        question: 'Can I pay in EMIs?',
        answer: [
          p(`Yes. EMI is available on orders above ${rupees(PAYMENT.emiAbove)} with eligible credit cards. The interest and tenure are set by your bank.`),
        ],
      },
      {
        id: 'cancel-order',
        question: 'Can I cancel my order?',
        answer: [
          p(`Yes, free of charge within ${hours(CANCELLATION.freeWithinHours)} of ordering, as long as it hasn’t been dispatched. After dispatch, cancelling costs ${rupees(CANCELLATION.afterDispatchFee)}. For customised items we keep ${percent(CANCELLATION.customisedPercent)} of the price once work has started.`),
          p(`To cancel an order that hasn’t shipped yet, open it in [My Orders](${paths.orders}) and choose Cancel order. The details are in our [Cancellation & Refund Policy](${paths.cancellationRefund}).`),
        ],
      },
    ],
  },
  {
    id: 'shipping-delivery',
    title: 'Shipping & Delivery',
    entries: [
      {
        id: 'shipping-cost',
        question: 'How much does shipping cost?',
        answer: [
          p('Nothing: shipping is free on every order, whatever its value.'),
        ],
      },
      {
        id: 'delivery-time',
        question: 'How long will my order take to arrive?',
        answer: [
          p(`We confirm your order within ${minutes(SHIPPING.confirmationMinutes)} and prepare it within ${hours(SHIPPING.preparationHours)}. After dispatch, delivery takes:`),
          list(
            `Metro cities: ${days(SHIPPING.metroDays)}`,
            `Tier II cities: ${days(SHIPPING.tier2Days)}`,
            `Rest of India: ${days(SHIPPING.otherDays)}`,
          ),
        ],
      },
      {
        id: 'track-order',
        question: 'How do I track my order?',
        answer: [
          p(`Sign in and open [My Orders](${paths.orders}). Each order shows its status (pending, confirmed, shipped or delivered), its items and its estimated delivery date.`),
        ],
      },
      {
        id: 'missed-delivery',
        question: 'What happens if I’m not home for the delivery?',
        answer: [
          p(`Our courier will make ${inWords(SHIPPING.extraDeliveryAttempts)} more attempts on the following working days, usually calling you first. If those fail too, the parcel comes back to us and we refund a prepaid order in full.`),
        ],
      },
    ],
  },
  {
    id: 'returns-exchanges',
    title: 'Returns & Exchanges',
    entries: [
      {
        id: 'return-policy',
        question: 'What is your return policy?',
        answer: [
          p(`You can return regular-price items within ${days(RETURNS.windowDays)} of delivery and sale items within ${days(RETURNS.saleDays)}, unworn, unwashed and with their tags on. Defective or damaged items can be returned within ${days(RETURNS.defectiveDays)}.`),
          p(`Read the full [Returns & Exchanges](${paths.returnsExchanges}) policy.`),
        ],
      },
      {
        id: 'exchange',
        question: 'Can I exchange an item for another size or colour?',
        answer: [
          p(`Yes. Size exchanges can be requested within ${days(RETURNS.sizeExchangeDays)} of delivery, and exchanges for a different colour or design within ${days(RETURNS.styleExchangeDays)}, while stock lasts.`),
        ],
      },
      {
        id: 'start-return',
        question: 'How do I start a return?',
        answer: [
          p(`Write to ${email} or call ${phone} with your order number from My Orders. We arrange a pickup from your address; pack the items with their tags and hand them to our courier.`),
        ],
      },
      {
        id: 'refund-time',
        question: 'When will I get my refund?',
        answer: [
          p(`We process refunds within ${businessDays(REFUNDS.processingBusinessDays)} of a cancellation, or of your return passing its quality check. Then it reaches you in:`),
          list(
            `Credit or debit card: ${days(REFUNDS.byMethod.card)}`,
            `Net banking: ${days(REFUNDS.byMethod.netBanking)}`,
            `UPI: ${days(REFUNDS.byMethod.upi)}`,
            `Wallet: ${days(REFUNDS.byMethod.wallet)}`,
          ),
        ],
      },
    ],
  },
  {
    id: 'account-profile',
    title: 'Account & Profile',
    entries: [
      {
        id: 'create-account',
        question: 'How do I create an account?',
        answer: [
          p(`Choose Login at the top of any page, then Create your account. Enter your first and last name, your email address and a password of at least ${PASSWORD_MIN_LENGTH} characters, and you are signed in straight away.`),
        ],
      },
      {
        id: 'sign-in',
        question: 'How do I sign in?',
        answer: [
          p(`Sign in on the [Login](${paths.login}) page with your email address and your password. There is no one-time code to wait for; you can show the password as you type it to check it.`),
        ],
      },
      {
        id: 'forgot-password',
        question: 'I forgot my password. What should I do?',
        answer: [
          p(`Choose Forgot password? on the [Login](${paths.login}) page and enter the email address of your account. We e-mail you a link to choose a new password; it works once, for ${minutes(PASSWORD_RESET_MINUTES)}. Setting the new password signs you out on every other device, and you sign in again with it.`),
          p(`For your security, the page says the same whether or not the address has an account with us, and we will never ask you for your old password. No e-mail after a few minutes? Look in your spam folder, ask for a new link, or write to ${email}.`),
        ],
      },
      {
        id: 'update-details',
        question: 'How do I change my address or phone number?',
        answer: [
          p(`Open your [Profile](${paths.profile}), edit your name, phone number or address and choose Save Changes. Your checkout uses these details, so keep them current. Your email address cannot be changed there; write to us if you need to.`),
        ],
      },
    ],
  },
  {
    id: 'product-information',
    title: 'Product Information',
    entries: [
      {
        id: 'find-size',
        question: 'How do I find my size?',
        answer: [
          p(`Every product page lists the sizes available, and the description gives the fit and measurements. Between two sizes? For a relaxed fit, go up one. If it still isn’t right, you can exchange it for another size within ${days(RETURNS.sizeExchangeDays)}.`),
        ],
      },
      {
        id: 'true-colours',
        question: 'Will the colour look the same as on screen?',
        answer: [
          p('We photograph every product in daylight and check the pictures against the real thing. Screens differ, though, and hand-dyed and block-printed pieces vary a little from one to the next. That is the character of handwork, not a flaw.'),
        ],
      },
      {
        id: 'care',
        question: 'How should I care for my SQU pieces?',
        answer: [
          p('Each product description carries its care instructions. Most of our cottons like a cold, gentle wash inside out and drying in the shade, which keeps colours bright for longer.'),
        ],
      },
      {
        id: 'prices-gst',
        question: 'Do your prices include GST?',
        answer: [
          p('Prices on product pages are before GST. GST is added at checkout, at the rate shown beside each product’s price, and shown separately, so you always see exactly what you pay before you place your order.'),
        ],
      },
    ],
  },
];
