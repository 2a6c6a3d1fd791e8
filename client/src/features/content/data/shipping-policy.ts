import { CONTACT, ESTIMATED_DELIVERY_DAYS, PAYMENT, RETURNS, SHIPPING } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { list, note, p, steps, table } from '../lib/blocks';
import { days, hours, inWords, minutes } from '../../../lib/figures';
import type { ContentDocument } from '../types';


export const shippingPolicy: ContentDocument = {
  title: 'Shipping Policy',
  eyebrow: 'Help & Policies',
  summary:
    'How your SQU order reaches you: what delivery costs, how long it takes to reach your city, and what happens if our courier misses you at the door.',
  highlights: [
    { value: 'Free', label: 'shipping on every order' },
    { value: days(SHIPPING.metroDays), label: 'delivery to metro cities' },
    { value: days(SHIPPING.tier2Days), label: 'delivery to Tier II cities' },
    { value: days(SHIPPING.otherDays), label: 'delivery to the rest of India' },
  ],
  sections: [
    {
      title: 'Where We Deliver',
      blocks: [
        p('We deliver to serviceable pin codes across India through our courier partners, from the metros to hill towns and the North-East. For now we ship only within India.'),
        p('If your pin code turns out to be beyond our partners’ reach, we will tell you as soon as we know and refund everything you paid, in full.'),
      ],
    },
    {
      title: 'Shipping Charges',
      blocks: [
        p('Shipping is **free** on every order, whatever its value: checkout never adds a delivery charge. Every order travels by our standard delivery, with the timelines below.'),
      ],
    },
    {
      title: 'Delivery Timelines',
      blocks: [
        p(`Every order is confirmed within ${minutes(SHIPPING.confirmationMinutes)} and packed and handed to our courier within ${hours(SHIPPING.preparationHours)}. From dispatch, delivery takes:`),
        table('Delivery time after dispatch', ['Where you are', 'Delivery time', 'For example'], [
          ['Metro cities', days(SHIPPING.metroDays), 'Bengaluru, Chennai, Delhi NCR, Hyderabad, Kolkata, Mumbai, Pune'],
          ['Tier II cities', days(SHIPPING.tier2Days), 'Ahmedabad, Coimbatore, Indore, Jaipur, Kochi, Lucknow, Mysuru'],
          ['Rest of India', days(SHIPPING.otherDays), 'Smaller towns, hill stations, the North-East and the islands'],
        ]),
        p(`Delivery times are counted in working days and leave out Sundays and national holidays. Cash on Delivery orders need ${days(PAYMENT.cod.extraProcessingDays)} more to process.`),
        p(`Every order shows an estimated delivery date in [My Orders](${paths.orders}), set ${days(ESTIMATED_DELIVERY_DAYS)} from the day you order. Most parcels arrive well before it.`),
        note('During big sales and festive weeks, couriers across India run busier than usual. We will always keep the estimated date on your order honest.'),
      ],
    },
    {
      title: 'From Order to Doorstep',
      blocks: [
        steps(
          `**Confirmed.** We check your order and payment and send a confirmation to your email within ${minutes(SHIPPING.confirmationMinutes)}.`,
          `**Prepared.** Each piece is quality-checked, folded in tissue and packed in our recyclable mailer within ${hours(SHIPPING.preparationHours)}.`,
          '**Shipped.** The parcel leaves our Bengaluru warehouse, and your order’s status changes to Shipped.',
          '**Delivered.** Our courier partner hands it to you, or to someone you trust at the address you gave us.',
        ),
      ],
    },
    {
      title: 'Tracking Your Order',
      blocks: [
        p(`Sign in and open [My Orders](${paths.orders}) to see every order, its status (pending, confirmed, shipped or delivered), the items, the address it is going to and its estimated delivery date.`),
      ],
    },
    {
      title: 'If We Miss You',
      blocks: [
        p(`If our courier cannot deliver on the first try, they will make ${inWords(SHIPPING.extraDeliveryAttempts)} more attempts on the following working days, usually calling the phone number on your profile first.`),
        p('If every attempt fails, the parcel comes back to us. We then refund a prepaid order to its original payment method; a Cash on Delivery order is simply cancelled at no cost to you.'),
        p('Cash on Delivery orders that are refused at the door again and again may lead us to offer only prepaid payment on that account.'),
      ],
    },
    {
      title: 'When Your Parcel Arrives',
      blocks: [
        list(
          'Check that the parcel is sealed with SQU tape. If it looks opened or damaged, you may refuse it and tell us.',
          'Keep the tags on until you are sure about the fit: a return needs them.',
          `Something damaged, defective or not what you ordered? Tell us within ${days(RETURNS.defectiveDays)} and we will put it right. See [Returns & Exchanges](${paths.returnsExchanges}).`,
        ),
      ],
    },
    {
      title: 'Questions About Your Delivery',
      blocks: [
        p(`Write to [${CONTACT.email}](mailto:${CONTACT.email}) or call [${CONTACT.phone}](${CONTACT.phoneHref}) with your order number, and our customer care team will track it down. Our hours are on the [Contact](${paths.contact}) page.`),
      ],
    },
  ],
};
