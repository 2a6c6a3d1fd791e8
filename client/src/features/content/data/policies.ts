import { paths } from '../../../config/paths';
import type { PolicyLink } from '../types';

/** The five policy pages, for the links between them (titles only: the texts load per page). */
export const POLICY_LINKS: PolicyLink[] = [
  { path: paths.shippingPolicy, title: 'Shipping Policy', blurb: 'Delivery charges, timelines and tracking' },
  { path: paths.returnsExchanges, title: 'Returns & Exchanges', blurb: 'Return windows, exchanges and pickups' },
  { path: paths.cancellationRefund, title: 'Cancellation & Refund', blurb: 'Cancelling an order and refund timings' },
  { path: paths.privacyPolicy, title: 'Privacy Policy', blurb: 'What we collect and how we protect it' },
  { path: paths.termsConditions, title: 'Terms & Conditions', blurb: 'The agreement between you and SQU' },
];
