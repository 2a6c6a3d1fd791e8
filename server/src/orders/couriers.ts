import { badInput } from '../common/app-error.js';

/** Where a courier's tracking page takes the tracking number. */
const NUMBER = '{n}';

/**
 * A courier the shop hands parcels to. `trackingUrl` is its tracking page: `{n}` stands where
 * the tracking number goes; a page without it is one where the shopper types the number (the
 * courier offers no link to one parcel); null when there is no page (the shop's own delivery).
 */
export interface Courier {
  code: string;
  name: string;
  trackingUrl: string | null;
  /** Whether marking an order shipped with it needs the tracking number it gave. */
  needsTrackingNumber: boolean;
  /** The form of its tracking numbers when the courier fixes one, and how the admin is told it. */
  pattern: RegExp | null;
  hint: string | null;
}

/**
 * The couriers of India the shop ships with, and its own delivery: the one list the admin's
 * ship dialog offers and every tracking link is made from. The links are the couriers' public
 * tracking pages; a courier changes them without notice, so click one with a live number now
 * and then. DTDC, Shadowfax and India Post (its page asks for a captcha) link no parcel: their
 * page opens, the shopper types the number shown beside it. Aggregators such as Shiprocket are
 * not couriers: their numbers belong to the courier that carries the parcel, chosen here.
 */
export const COURIERS: readonly Courier[] = [
  { code: 'DELHIVERY', name: 'Delhivery', trackingUrl: `https://www.delhivery.com/track/package/${NUMBER}`, needsTrackingNumber: true, pattern: null, hint: null },
  {
    code: 'BLUE_DART',
    name: 'Blue Dart',
    trackingUrl: `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${NUMBER}`,
    needsTrackingNumber: true,
    pattern: /^\d{8,11}$/,
    hint: '8 to 11 digits',
  },
  { code: 'DTDC', name: 'DTDC', trackingUrl: 'https://www.dtdc.com/track-your-shipment/', needsTrackingNumber: true, pattern: null, hint: null },
  { code: 'ECOM_EXPRESS', name: 'Ecom Express', trackingUrl: `https://www.ecomexpress.in/tracking/?awb_field=${NUMBER}`, needsTrackingNumber: true, pattern: null, hint: null },
  { code: 'XPRESSBEES', name: 'Xpressbees', trackingUrl: `https://www.xpressbees.com/track?isawb=Yes&trackid=${NUMBER}`, needsTrackingNumber: true, pattern: null, hint: null },
  { code: 'SHADOWFAX', name: 'Shadowfax', trackingUrl: 'https://www.shadowfax.in/track-order', needsTrackingNumber: true, pattern: null, hint: null },
  { code: 'EKART', name: 'Ekart', trackingUrl: `https://ekartlogistics.com/shipmenttrack/${NUMBER}`, needsTrackingNumber: true, pattern: null, hint: null },
  {
    code: 'INDIA_POST',
    name: 'India Post Speed Post',
    trackingUrl: 'https://www.indiapost.gov.in/_layouts/15/DOP.Portal.Tracking/TrackConsignment.aspx',
    needsTrackingNumber: true,
    pattern: /^[A-Z]{2}\d{9}IN$/,
    hint: '2 letters, 9 digits and IN, e.g. EE123456789IN',
  },
  { code: 'OWN_DELIVERY', name: 'Own delivery', trackingUrl: null, needsTrackingNumber: false, pattern: null, hint: null },
];

/** Any courier's number: 6 to 30 letters and digits, dashes between them (upper-cased, spaces dropped, before the check). */
const TRACKING_NUMBER = /^[A-Z0-9](?:-?[A-Z0-9]){5,29}$/;
const TRACKING_HINT = '6 to 30 letters and digits (dashes between them)';

/** A shipment as recorded: the courier, and its tracking number (null only for the shop's own delivery without one). */
export interface Shipment {
  courier: Courier;
  trackingNumber: string | null;
}

export const courierOf = (code: string | null | undefined): Courier | null => COURIERS.find((c) => c.code === code) ?? null;

/**
 * The shipment an admin gives when marking an order shipped, checked: a courier of the list, and
 * its tracking number in its form (upper case, without spaces). BAD_USER_INPUT naming the field.
 */
export function shipmentOf(input: { courier?: string | null; trackingNumber?: string | null } | null | undefined): Shipment {
  input ??= {};
  const code = input.courier?.trim().toUpperCase() ?? '';
  const courier = courierOf(code);
  if (!courier) {
    const message = code ? `There is no courier ${code}: choose one of ${COURIERS.map((c) => c.code).join(', ')}` : 'Choose the courier the order ships with';
    throw badInput(message, [{ field: 'shipment.courier', message }]);
  }
  const trackingNumber = (input.trackingNumber ?? '').replace(/\s+/g, '').toUpperCase() || null;
  const refuse = (message: string) => badInput(message, [{ field: 'shipment.trackingNumber', message }]);
  if (trackingNumber === null) {
    if (courier.needsTrackingNumber) throw refuse(`Enter the tracking number ${courier.name} gave the parcel`);
    return { courier, trackingNumber };
  }
  if (!TRACKING_NUMBER.test(trackingNumber)) throw refuse(`Tracking numbers are ${TRACKING_HINT}`);
  if (courier.pattern && !courier.pattern.test(trackingNumber)) throw refuse(`${courier.name} tracking numbers are ${courier.hint}`);
  return { courier, trackingNumber };
}

/** The page a shopper follows a parcel on: the courier's page for this number, or where to type it; null when there is none. */
function trackingUrlOf(courier: Courier, trackingNumber: string | null): string | null {
  if (!courier.trackingUrl) return null;
  if (!courier.trackingUrl.includes(NUMBER)) return courier.trackingUrl;
  return trackingNumber ? courier.trackingUrl.replace(NUMBER, encodeURIComponent(trackingNumber)) : null;
}

/** A courier as the APIs show it: the hint is how its tracking numbers look (any courier's form when it fixes none). */
export const toCourierView = (c: Courier) => ({ code: c.code, name: c.name, needsTrackingNumber: c.needsTrackingNumber, trackingNumberHint: c.hint ?? TRACKING_HINT });

/**
 * A shipped order's shipment as the APIs show it, with the link to follow it; null before it
 * ships. A courier since taken off the list keeps its code as its name, without a link.
 */
export function shipmentView(o: { courier: string | null; trackingNumber: string | null; shippedAt: Date | null }) {
  if (o.courier === null || o.shippedAt === null) return null;
  const courier = courierOf(o.courier) ?? { code: o.courier, name: o.courier, trackingUrl: null, needsTrackingNumber: true, pattern: null, hint: null };
  return { courier: toCourierView(courier), trackingNumber: o.trackingNumber, trackingUrl: trackingUrlOf(courier, o.trackingNumber), shippedAt: o.shippedAt.toISOString() };
}
