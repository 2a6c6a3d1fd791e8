import { InitialSchema1763800000000 } from './1763800000000-initial-schema.js';
import { Messages1763900000000 } from './1763900000000-messages.js';
import { OrdersVersion1764000000000 } from './1764000000000-orders-version.js';
import { DropOrdersVersion1764200000000 } from './1764200000000-drop-orders-version.js';
import { Stock1764300000000 } from './1764300000000-stock.js';
import { OrderStatusHistory1764310000000 } from './1764310000000-order-status-history.js';
import { Payments1764400000000 } from './1764400000000-payments.js';
import { OrderPayBy1764500000000 } from './1764500000000-order-pay-by.js';
import { PaymentAttemptUser1764610000000 } from './1764610000000-payment-attempt-user.js';
import { DeliveryPromise1764700000000 } from './1764700000000-delivery-promise.js';
import { PaymentAttemptOutcome1764720000000 } from './1764720000000-payment-attempt-outcome.js';
import { OrderShipment1764800000000 } from './1764800000000-order-shipment.js';
import { DeliveredAtFromHistory1764810000000 } from './1764810000000-delivered-at-from-history.js';
import { PartialRefunds1764850000000 } from './1764850000000-partial-refunds.js';
import { GstDocuments1764900000000 } from './1764900000000-gst-documents.js';
import { OrderItemGst1764900000001 } from './1764900000001-order-item-gst.js';
import { Returns1764950000000 } from './1764950000000-returns.js';
import { Outbox1765000000000 } from './1765000000000-outbox.js';
import { PasswordResets1765050000000 } from './1765050000000-password-resets.js';
import { Offers1765100000000 } from './1765100000000-offers.js';
import { Wishlist1765150000000 } from './1765150000000-wishlist.js';
import { StockAlertNotices1765200000000 } from './1765200000000-stock-alert-notices.js';
import { StockMovementRequestKey1765200000001 } from './1765200000001-stock-movement-request-key.js';
import { Exchanges1765200000002 } from './1765200000002-exchanges.js';
import { ColourExchanges1765250000000 } from './1765250000000-colour-exchanges.js';

/** Every migration, oldest first. Both databases run the same list. */
export const migrations = [
  InitialSchema1763800000000,
  Messages1763900000000,
  OrdersVersion1764000000000,
  DropOrdersVersion1764200000000,
  Stock1764300000000,
  OrderStatusHistory1764310000000,
  Payments1764400000000,
  OrderPayBy1764500000000,
  PaymentAttemptUser1764610000000,
  DeliveryPromise1764700000000,
  PaymentAttemptOutcome1764720000000,
  OrderShipment1764800000000,
  DeliveredAtFromHistory1764810000000,
  PartialRefunds1764850000000,
  GstDocuments1764900000000,
  OrderItemGst1764900000001,
  Returns1764950000000,
  Outbox1765000000000,
  PasswordResets1765050000000,
  Offers1765100000000,
  Wishlist1765150000000,
  StockAlertNotices1765200000000,
  StockMovementRequestKey1765200000001,
  Exchanges1765200000002,
  ColourExchanges1765250000000,
];
