/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/**
 * An address, as the profile's (`ProfileInput.address`) or an order's shipping address
 * (`CreateOrderInput.shippingAddress`). Text is trimmed and may not contain control characters.
 */
export type AddressInput = {
  /** Street and house, at most 200 characters. In an order, required (given here or in the profile). */
  addressLine1?: string | null | undefined;
  /** City, at most 100 characters. In an order, required (given here or in the profile). */
  city?: string | null | undefined;
  /**
   * For the profile, one of India, USA, UK, Canada, Australia ('Country must be one of …'); blank
   * or null sets India. In an order, India when left out or null; anything else, blank included,
   * is 'We currently ship only within India'.
   */
  country?: string | null | undefined;
  /**
   * For the profile, it must fit the profile's country (the one sent, else the stored one): India
   * a 6-digit PIN code not starting with 0, USA a ZIP code (12345 or 12345-6789), UK a postcode,
   * Canada a postal code (A1A 1A1), Australia 4 digits; stored upper-case. In an order, a 6-digit
   * PIN code not starting with 0 ('Please enter a valid 6-digit PIN code'), required.
   */
  postalCode?: string | null | undefined;
  /** State, at most 100 characters. In an order, required (given here or in the profile). */
  state?: string | null | undefined;
};

/** A line of a cart to price: a product in a size, so many times. */
export type CartLineInput = {
  /** The product's id (`Product.id`). An unknown id is the line's problem, not an error. */
  productId: string | number;
  /** How many, from 1 to 20; any other number is the line's problem. */
  quantity: number;
  /** One of the product's `sizes`, or 'One Size' for goods without sizes; anything else is the line's problem. */
  size: string;
};

/** What a provider's checkout handed back, for `confirmPayment`. */
export type ConfirmPaymentInput = {
  /** The order being paid. */
  orderNumber: string;
  /** razorpay_payment_id. */
  paymentId: string;
  /** razorpay_order_id: the provider order of the attempt. */
  providerOrderId: string;
  /** razorpay_signature: HMAC-SHA256 of `providerOrderId|paymentId` with the key secret, in hex. */
  signature: string;
};

/**
 * The contact of an order. Required in the end (from here or the profile): email, first name,
 * last name and phone ('Please add your phone number to your profile' when neither has one).
 */
export type ContactInput = {
  /** Text, @, text, dot, text; at most 254 characters. */
  email?: string | null | undefined;
  /** At most 50 characters. */
  firstName?: string | null | undefined;
  /** At most 50 characters. */
  lastName?: string | null | undefined;
  /** Digits with an optional leading +, spaces or dashes: 10 to 15 digits, at most 20 characters. */
  phone?: string | null | undefined;
};

/**
 * A message from the contact form. Checked in this order: name, email and message given ('Please
 * fill in all required fields'), email valid, then lengths. The fields are nullable so that a
 * missing one gets the form's own message. No text may contain control characters, save line
 * breaks and tabs in `message`.
 */
export type ContactMessageInput = {
  /** Where to answer: text, @, text, dot, text; at most 254 characters. */
  email?: string | null | undefined;
  /** The message, at most 5000 characters; it may span lines. */
  message?: string | null | undefined;
  /** The sender's full name, at most 100 characters. */
  name?: string | null | undefined;
  /** Optional, at most 150 characters. */
  subject?: string | null | undefined;
};

/**
 * An order to place. Checked first, in this order: 1 to 50 items, each with a product id and a
 * size that are not empty; contact and address text without control characters; amounts that
 * are finite numbers. Then `createOrder`'s own rules follow.
 */
export type CreateOrderInput = {
  /** The contact for this order. Each field left out or null is the profile's; a blank one counts as missing. */
  contact?: ContactInput | null | undefined;
  /**
   * An offer's code (e.g. FIRST15), any case, at most 32 characters; one per order. Its discount
   * comes off the subtotal before tax; Cash on Delivery's rules look at the subtotal before
   * the discount. A code that does not apply is refused: BAD_USER_INPUT at `couponCode` with the
   * reason (as `CartQuote.couponMessage`), nothing stored. Left out, null or blank: priced as before.
   */
  couponCode?: string | null | undefined;
  /** The total the shopper was shown, in rupees; when sent, it must be the server's total within one paisa, else CONFLICT. */
  expectedTotal?: number | null | undefined;
  /** The lines: 1 to 50, each product and size at most once. */
  items: Array<OrderItemInput>;
  /** How the shopper pays. COD needs a subtotal of ₹199 or more, else BAD_USER_INPUT with the shop's message. */
  paymentMethod: PaymentMethod;
  /** Where to ship. Each field left out or null is the profile's (the country: India); a blank one counts as missing. Orders ship within India. */
  shippingAddress?: AddressInput | null | undefined;
};

/** A line to exchange: the order's product and size, how many units, the size wanted instead and, for another colour, the product wanted. */
export type ExchangeLineInput = {
  /** The product, as the order has it. */
  productId: string | number;
  /** Units to exchange, from 1 to what is left to return or exchange of the line. */
  quantity: number;
  /** The size, as the order has it. */
  size: string;
  /** Another colour of the item's style at the price paid (the line's `exchangeColours`); left out for another size of the same product. */
  wantedProductId?: string | number | null | undefined;
  /** The size wanted: another size of the product, or any size of the colour wanted, in stock now. */
  wantedSize: string;
};

/**
 * A sign-in. Checked in this order: email given, password given, email valid; then the website.
 * The fields are nullable so that a missing one gets the shop's own message.
 */
export type LoginInput = {
  /** The account's email, in any case. */
  email?: string | null | undefined;
  /** The account's password. */
  password?: string | null | undefined;
  /** The website identifier, as for `RegisterInput.website`. */
  website?: string | null | undefined;
};

/** What an offer takes off. */
export type OfferKind =
  /** A fixed amount in rupees, shared by the lines in proportion to their totals. */
  | 'FIXED'
  /** A percentage of each line. */
  | 'PERCENTAGE';

/** A line of an order to place. */
export type OrderItemInput = {
  /** The unit price in rupees the shopper was shown; when sent, it must be the catalogue's within one paisa, else CONFLICT. */
  price?: number | null | undefined;
  /** The product's id (`Product.id`); not empty. An unknown id is refused (BAD_USER_INPUT, 'Unknown product <id>'). */
  productId: string | number;
  /** How many, from 1 to 20. */
  quantity: number;
  /** One of the product's `sizes`, or 'One Size' for goods without sizes; not empty. */
  size: string;
};

/**
 * An order's payment as the shopper is shown it (`Order.paymentState`): its `paymentStatus`, but
 * for what the shopper should read differently.
 */
export type OrderPaymentState =
  /** The order was cancelled before it was paid: nothing was charged. */
  | 'CANCELLED'
  /** The latest online payment attempt failed (`Order.latestPayment.failureReason` says why); `retryPayment` opens another. */
  | 'FAILED'
  /** Paid: online once the provider captured it; COD once delivered. */
  | 'PAID'
  /** Paid, then part of it given back by the staff (`Order.refunds`); the rest may still be refunded. */
  | 'PARTLY_REFUNDED'
  /** Cash on Delivery, not delivered yet: paid in cash at the door, nothing owed online. */
  | 'PAY_ON_DELIVERY'
  /** Not paid yet: an online payment the shopper has not made, or that is being made now (a retry after a failed one included). */
  | 'PENDING'
  /** Paid, then refunded in full (`Order.refunds`): the order was cancelled, or the staff gave all of it back. */
  | 'REFUNDED';

/** Where an order is in its lifecycle: PENDING → CONFIRMED → SHIPPED → DELIVERED, or CANCELLED from PENDING or CONFIRMED. */
export type OrderStatus =
  /** Cancelled by the shopper or an admin (final). */
  | 'CANCELLED'
  /** Confirmed by the shop; the shopper may still cancel it. */
  | 'CONFIRMED'
  /** Delivered to the shopper (final). */
  | 'DELIVERED'
  /** Placed, not yet confirmed by the shop. Every order starts here; the shopper may still cancel it. */
  | 'PENDING'
  /** Shipped to the shopper; it can no longer be cancelled. */
  | 'SHIPPED';

/** Where a payment attempt is: PENDING → PAID | FAILED, FAILED → PAID (a later payment on the same provider order), PAID → PARTLY_REFUNDED → REFUNDED as its money is given back. */
export type PaymentAttemptStatus =
  /** The provider reported the payment failed. */
  | 'FAILED'
  /** The provider captured the order's amount. */
  | 'PAID'
  /** The provider captured it and the shop gave part of it back (refunds decided, asked of the provider or processed; not those reported failed). As a filter, PAID then leaves such attempts out. */
  | 'PARTLY_REFUNDED'
  /** Opened; the provider has not reported a captured or failed payment. */
  | 'PENDING'
  /** The provider captured it and the shop gave all of it back (refunds not reported failed add up to its amount). As a filter, PAID then leaves such attempts out. */
  | 'REFUNDED';

/**
 * How a shopper pays. CARD, UPI and NET_BANKING are paid through the payment provider's checkout
 * (see `Order.payment`); the shop never sees card numbers or UPI ids.
 */
export type PaymentMethod =
  /** Credit or debit card. */
  | 'CARD'
  /**
   * Cash on Delivery: for subtotals of ₹199 or more, with a ₹50 charge under ₹299; marked PAID
   * when the order is delivered.
   */
  | 'COD'
  /** Net banking. */
  | 'NET_BANKING'
  /** UPI (Unified Payments Interface). */
  | 'UPI';

/** Which provider takes the shop's online payments. */
export type PaymentProvider =
  /** Razorpay (Orders API and Checkout). */
  | 'RAZORPAY'
  /** The embedded sandbox provider: a test payment page served by this shop (no real money). */
  | 'SANDBOX';

/** Where a refund is: PENDING → REQUESTING → PROCESSED | FAILED. */
export type PaymentRefundStatus =
  /** The provider reported it failed. */
  | 'FAILED'
  /** Decided; not asked of the provider yet (or asked again after a failed try). */
  | 'PENDING'
  /** The provider processed it: the money is on its way back. */
  | 'PROCESSED'
  /** Asked of the provider; waiting for it to be processed. */
  | 'REQUESTING';

/**
 * Whether an order has been paid. It only moves forward: PENDING → PAID | FAILED, FAILED → PAID
 * (Retry payment), PAID → PARTLY_REFUNDED → REFUNDED, PAID → REFUNDED, PENDING | FAILED →
 * CANCELLED. PAID never moves back.
 */
export type PaymentStatus =
  /** The order was cancelled before it was paid: nothing to pay. */
  | 'CANCELLED'
  /** The last online payment attempt failed; `retryPayment` opens another. */
  | 'FAILED'
  /** Paid: online once the provider captured it; COD once delivered. */
  | 'PAID'
  /** Paid, then part of it refunded through the provider by the staff (`refundPayment`); the rest may still be refunded, and a cancellation refunds it. */
  | 'PARTLY_REFUNDED'
  /** Not paid yet: every order starts here. */
  | 'PENDING'
  /** Paid, then refunded in full through the provider: the order was cancelled, or the staff refunded all of it. */
  | 'REFUNDED';

/**
 * The profile fields to change. A field left out stays as it is; a name that is sent may not be
 * blank; a phone or address field sent blank or null is cleared (the country goes back to
 * India). No text may contain control
 * characters; `email` is not a field here (it cannot be changed).
 */
export type ProfileInput = {
  /** The address fields to change; null or left out changes none. */
  address?: AddressInput | null | undefined;
  /** At most 50 characters once trimmed; not blank ('Please enter your first name'). */
  firstName?: string | null | undefined;
  /** At most 50 characters once trimmed; not blank ('Please enter your last name'). */
  lastName?: string | null | undefined;
  /** Digits with an optional leading +, spaces or dashes: 10 to 15 digits, at most 20 characters ('Please enter a valid phone number (10 to 15 digits)'). */
  phone?: string | null | undefined;
};

/** Where a Cash on Delivery order's refund is paid: a UPI ID, or a bank account. */
export type RefundToInput = {
  /** The account holder's name. */
  accountName?: string | null | undefined;
  /** The account number, 9 to 18 digits. */
  accountNumber?: string | null | undefined;
  /** With accountNumber and accountName: the branch's IFSC, e.g. HDFC0001234. */
  ifsc?: string | null | undefined;
  /** A UPI ID, e.g. name@okaxis. */
  upiId?: string | null | undefined;
};

/**
 * A new account. Checked in this order, and the first failure is the message: email given,
 * password given, first name given, last name given, email valid, password length, name lengths,
 * email length. The fields are nullable so that a missing one gets the shop's own message
 * (BAD_USER_INPUT) rather than a GraphQL error. No text may contain control characters.
 */
export type RegisterInput = {
  /**
   * The email to sign in with ('Please enter your email address'): text, @, text, dot, text, at
   * most 254 characters ('Please enter a valid email address'). Stored trimmed and lower-cased.
   */
  email?: string | null | undefined;
  /** First name ('Please enter your first name'), at most 50 characters once trimmed. Stored trimmed. */
  firstName?: string | null | undefined;
  /** Last name ('Please enter your last name'), at most 50 characters once trimmed. Stored trimmed. */
  lastName?: string | null | undefined;
  /**
   * The password ('Please enter your password'): 6 to 128 characters, spaces counted ('Password
   * must be at least 6 characters long', 'Password must be at most 128 characters long').
   */
  password?: string | null | undefined;
  /** The identifier of the website the account belongs to, as the shop is configured (`squ-fashion-web` by default); any other is 'Unknown website identifier'. */
  website?: string | null | undefined;
};

/** An exchange of lines of a delivered order for other sizes. */
export type RequestExchangeInput = {
  /** The shopper's words, at most 500 characters. */
  comment?: string | null | undefined;
  /** 1 to 50 of its lines. */
  lines: Array<ExchangeLineInput>;
  /** The order. */
  orderNumber: string;
  /** Why. */
  reason: ReturnReason;
  /** Cash on Delivery orders only, and required for them: where a refund goes should the size be gone at approval. */
  refundTo?: RefundToInput | null | undefined;
};

/**
 * Forgot password: the email to send a reset link to. The fields are nullable so that a missing
 * one gets the shop's own message.
 */
export type RequestPasswordResetInput = {
  /** The account's email, in any case; at most 254 characters ('Please enter a valid email address'). */
  email?: string | null | undefined;
  /** The website identifier, as for `RegisterInput.website`; left out, the shop's own. */
  website?: string | null | undefined;
};

/** A return of lines of a delivered order. */
export type RequestReturnInput = {
  /** The shopper's words, at most 500 characters. */
  comment?: string | null | undefined;
  /** 1 to 50 of its lines. */
  lines: Array<ReturnLineInput>;
  /** The order. */
  orderNumber: string;
  /** Why. */
  reason: ReturnReason;
  /** Cash on Delivery orders only, and required for them: where the refund goes. */
  refundTo?: RefundToInput | null | undefined;
};

/** A new password with the token of the reset link that was e-mailed. */
export type ResetPasswordInput = {
  /** The new password: 6 to 128 characters, as at registration. */
  password?: string | null | undefined;
  /** The token the link carries (after `#token=`). */
  token?: string | null | undefined;
};

/** A return request's kind. */
export type ReturnKind =
  /** Sent back for another size: a replacement order at no charge once approved. */
  | 'EXCHANGE'
  /** Sent back for a refund. */
  | 'RETURN';

/** A line to return: the order's product and size, and how many units. */
export type ReturnLineInput = {
  /** The product, as the order has it. */
  productId: string | number;
  /** Units to return, from 1 to what is left to return of the line. */
  quantity: number;
  /** The size, as the order has it. */
  size: string;
};

/** Why a shopper returns an item. */
export type ReturnReason =
  /** The shopper changed their mind. */
  | 'CHANGED_MIND'
  /** It is damaged or does not work (60 days, whatever the item). */
  | 'DEFECTIVE'
  /** It is not what the product page described. */
  | 'NOT_AS_DESCRIBED'
  /** The size does not fit. */
  | 'WRONG_SIZE';

/** Where a return is: REQUESTED -> APPROVED -> PICKED_UP -> RECEIVED -> REFUNDED, or REJECTED (from REQUESTED or APPROVED). An exchange: REQUESTED -> APPROVED -> PICKED_UP -> RECEIVED, or REJECTED (from REQUESTED). */
export type ReturnStatus =
  /** Accepted by the staff; a pickup is arranged. */
  | 'APPROVED'
  /** The courier collected it. */
  | 'PICKED_UP'
  /** It came back to the shop; its units are on sale again. */
  | 'RECEIVED'
  /** The money went back. */
  | 'REFUNDED'
  /** Refused, with the reason the shopper is told. */
  | 'REJECTED'
  /** Asked by the shopper. */
  | 'REQUESTED';

/** What an account may do. */
export type Role =
  /**
   * Runs the shop: may also read any order and move orders with `updateOrderStatus`. Made only by
   * the operator (the `create-admin` command or ADMIN_EMAIL at start), never by `register`.
   */
  | 'ADMIN'
  /** A shopper: every account `register` makes. */
  | 'CUSTOMER';

export type RefreshTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshTokenMutation = { refreshToken: { token: string, user: { id: string, email: string, firstName: string, lastName: string, phone: string | null, role: Role, address: { addressLine1: string | null, city: string | null, state: string | null, postalCode: string | null, country: string | null } } } };

export type StockFieldsFragment = { productId: string, inStock: boolean, returnPolicy: string, sizes: Array<{ size: string, available: number }> };

export type StockQueryVariables = Exact<{
  productIds: Array<string | number> | string | number;
}>;


export type StockQuery = { stock: Array<{ productId: string, inStock: boolean, returnPolicy: string, sizes: Array<{ size: string, available: number }> }> };

export type SessionUserFragment = { id: string, email: string, firstName: string, lastName: string, phone: string | null, role: Role, address: { addressLine1: string | null, city: string | null, state: string | null, postalCode: string | null, country: string | null } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, user: { id: string, email: string, firstName: string, lastName: string, phone: string | null, role: Role, address: { addressLine1: string | null, city: string | null, state: string | null, postalCode: string | null, country: string | null } } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { token: string, user: { id: string, email: string, firstName: string, lastName: string, phone: string | null, role: Role, address: { addressLine1: string | null, city: string | null, state: string | null, postalCode: string | null, country: string | null } } } };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { message: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type ProductFieldsFragment = { id: string, name: string, category: string, model: string, color: string, printName: string, price: number, gstRatePercent: number, sizes: Array<string>, image: string, description: string, isNew: boolean, isSale: boolean, discount: number | null };

export type CatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueQuery = { catalogue: { version: string, categories: Array<string>, colors: Array<string>, sizes: Array<string>, priceRange: { min: number, max: number }, products: Array<{ id: string, name: string, category: string, model: string, color: string, printName: string, price: number, gstRatePercent: number, sizes: Array<string>, image: string, description: string, isNew: boolean, isSale: boolean, discount: number | null }> } };

export type CreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
  idempotencyKey: string;
}>;


export type CreateOrderMutation = { createOrder: { id: string, orderNumber: string, total: number, payment: { provider: PaymentProvider, keyId: string, providerOrderId: string, amount: number, currency: string, orderNumber: string, method: PaymentMethod, payUrl: string | null } | null } };

export type QuoteCartQueryVariables = Exact<{
  lines: Array<CartLineInput> | CartLineInput;
  paymentMethod?: PaymentMethod | null | undefined;
  pincode?: string | null | undefined;
  couponCode?: string | null | undefined;
}>;


export type QuoteCartQuery = { quoteCart: { subtotal: number, discount: number, couponCode: string | null, couponMessage: string | null, shipping: number, codCharge: number, codAvailable: boolean, codMessage: string | null, total: number, itemCount: number, orderable: boolean, lines: Array<{ productId: string, size: string, quantity: number, name: string | null, unitPrice: number | null, lineTotal: number | null, problem: string | null, available: number | null }>, taxLines: Array<{ ratePercent: number, tax: number }>, delivery: { pincode: string, known: boolean, serviceable: boolean, codAvailable: boolean, latest: string | null, message: string, codMessage: string, place: { office: string, district: string, state: string } | null } | null } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { id: string, receivedAt: string, message: string } };

export type DeliveryPromiseFieldsFragment = { pincode: string, known: boolean, serviceable: boolean, codAvailable: boolean, latest: string | null, message: string, codMessage: string, place: { office: string, district: string, state: string } | null };

export type DeliveryPromiseQueryVariables = Exact<{
  pincode: string;
}>;


export type DeliveryPromiseQuery = { deliveryPromise: { pincode: string, known: boolean, serviceable: boolean, codAvailable: boolean, latest: string | null, message: string, codMessage: string, place: { office: string, district: string, state: string } | null } };

export type OffersQueryVariables = Exact<{ [key: string]: never; }>;


export type OffersQuery = { offers: Array<{ code: string, title: string, kind: OfferKind, value: number, terms: string, validUntil: string | null }> };

export type SubscribeNewsletterMutationVariables = Exact<{
  email: string;
}>;


export type SubscribeNewsletterMutation = { subscribeNewsletter: { email: string, alreadySubscribed: boolean, message: string } };

export type CancelOrderMutationVariables = Exact<{
  orderNumber: string;
}>;


export type CancelOrderMutation = { cancelOrder: { id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod, transactionId: string | null, itemCount: number, subtotal: number, discount: number, couponCode: string | null, shipping: number, codCharge: number, total: number, estimatedDelivery: string, invoiceNumber: string | null, canCancel: boolean, awaitingPayment: boolean, payBy: string | null, paymentState: OrderPaymentState, canRetryPayment: boolean, deliveredAt: string | null, createdAt: string, cancelReason: string | null, replacementFor: string | null, items: Array<{ productId: string, productName: string, productImage: string, size: string, quantity: number, unitPrice: number, lineTotal: number }>, taxLines: Array<{ ratePercent: number, tax: number }>, contact: { email: string, firstName: string, lastName: string, phone: string }, shippingAddress: { addressLine1: string | null, city: string | null, state: string | null, postalCode: string | null, country: string | null }, latestPayment: { status: PaymentAttemptStatus, failureReason: string | null, underWayUntil: string | null } | null, refunds: Array<{ amount: number, status: PaymentRefundStatus, createdAt: string, processedAt: string | null }>, shipment: { trackingNumber: string | null, trackingUrl: string | null, courier: { name: string } } | null, returnableLines: Array<{ productId: string, size: string, quantityLeft: number, returnOpen: boolean, defectiveOpen: boolean, message: string, exchangeOpen: boolean, exchangeMessage: string, exchangeSizes: Array<string>, colourExchangeMessage: string | null, exchangeColours: Array<{ productId: string, color: string, sizes: Array<string> }> }>, returns: Array<{ returnNumber: string, kind: ReturnKind, status: ReturnStatus, rejectReason: string | null, refund: number, refundTo: string | null, replacementOrderNumber: string | null, becameRefund: boolean, lines: Array<{ productName: string, size: string, quantity: number, wantedSize: string | null, wantedProductName: string | null }> }> } };

export type OrderFieldsFragment = { id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod, transactionId: string | null, itemCount: number, subtotal: number, discount: number, couponCode: string | null, shipping: number, codCharge: number, total: number, estimatedDelivery: string, invoiceNumber: string | null, canCancel: boolean, awaitingPayment: boolean, payBy: string | null, paymentState: OrderPaymentState, canRetryPayment: boolean, deliveredAt: string | null, createdAt: string, cancelReason: string | null, replacementFor: string | null, items: Array<{ productId: string, productName: string, productImage: string, size: string, quantity: number, unitPrice: number, lineTotal: number }>, taxLines: Array<{ ratePercent: number, tax: number }>, contact: { email: string, firstName: string, lastName: string, phone: string }, shippingAddress: { addressLine1: string | null, city: string | null, state: string | null, postalCode: string | null, country: string | null }, latestPayment: { status: PaymentAttemptStatus, failureReason: string | null, underWayUntil: string | null } | null, refunds: Array<{ amount: number, status: PaymentRefundStatus, createdAt: string, processedAt: string | null }>, shipment: { trackingNumber: string | null, trackingUrl: string | null, courier: { name: string } } | null, returnableLines: Array<{ productId: string, size: string, quantityLeft: number, returnOpen: boolean, defectiveOpen: boolean, message: string, exchangeOpen: boolean, exchangeMessage: string, exchangeSizes: Array<string>, colourExchangeMessage: string | null, exchangeColours: Array<{ productId: string, color: string, sizes: Array<string> }> }>, returns: Array<{ returnNumber: string, kind: ReturnKind, status: ReturnStatus, rejectReason: string | null, refund: number, refundTo: string | null, replacementOrderNumber: string | null, becameRefund: boolean, lines: Array<{ productName: string, size: string, quantity: number, wantedSize: string | null, wantedProductName: string | null }> }> };

export type OrderInvoiceQueryVariables = Exact<{
  orderNumber: string;
}>;


export type OrderInvoiceQuery = { orderInvoice: { html: string } };

export type OrdersByUserQueryVariables = Exact<{
  userId: string | number;
}>;


export type OrdersByUserQuery = { ordersByUser: Array<{ id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod, transactionId: string | null, itemCount: number, subtotal: number, discount: number, couponCode: string | null, shipping: number, codCharge: number, total: number, estimatedDelivery: string, invoiceNumber: string | null, canCancel: boolean, awaitingPayment: boolean, payBy: string | null, paymentState: OrderPaymentState, canRetryPayment: boolean, deliveredAt: string | null, createdAt: string, cancelReason: string | null, replacementFor: string | null, items: Array<{ productId: string, productName: string, productImage: string, size: string, quantity: number, unitPrice: number, lineTotal: number }>, taxLines: Array<{ ratePercent: number, tax: number }>, contact: { email: string, firstName: string, lastName: string, phone: string }, shippingAddress: { addressLine1: string | null, city: string | null, state: string | null, postalCode: string | null, country: string | null }, latestPayment: { status: PaymentAttemptStatus, failureReason: string | null, underWayUntil: string | null } | null, refunds: Array<{ amount: number, status: PaymentRefundStatus, createdAt: string, processedAt: string | null }>, shipment: { trackingNumber: string | null, trackingUrl: string | null, courier: { name: string } } | null, returnableLines: Array<{ productId: string, size: string, quantityLeft: number, returnOpen: boolean, defectiveOpen: boolean, message: string, exchangeOpen: boolean, exchangeMessage: string, exchangeSizes: Array<string>, colourExchangeMessage: string | null, exchangeColours: Array<{ productId: string, color: string, sizes: Array<string> }> }>, returns: Array<{ returnNumber: string, kind: ReturnKind, status: ReturnStatus, rejectReason: string | null, refund: number, refundTo: string | null, replacementOrderNumber: string | null, becameRefund: boolean, lines: Array<{ productName: string, size: string, quantity: number, wantedSize: string | null, wantedProductName: string | null }> }> }> };

export type RequestExchangeMutationVariables = Exact<{
  input: RequestExchangeInput;
}>;


export type RequestExchangeMutation = { requestExchange: { returnNumber: string } };

export type RequestReturnMutationVariables = Exact<{
  input: RequestReturnInput;
}>;


export type RequestReturnMutation = { requestReturn: { returnNumber: string } };

export type RetryPaymentMutationVariables = Exact<{
  orderNumber: string;
}>;


export type RetryPaymentMutation = { retryPayment: { id: string, payment: { provider: PaymentProvider, keyId: string, providerOrderId: string, amount: number, currency: string, orderNumber: string, method: PaymentMethod, payUrl: string | null } | null } };

export type ConfirmPaymentMutationVariables = Exact<{
  input: ConfirmPaymentInput;
}>;


export type ConfirmPaymentMutation = { confirmPayment: { id: string, paymentStatus: PaymentStatus, paymentState: OrderPaymentState, canRetryPayment: boolean, transactionId: string | null, latestPayment: { status: PaymentAttemptStatus, failureReason: string | null, underWayUntil: string | null } | null } };

export type SettledPaymentFragment = { id: string, paymentStatus: PaymentStatus, paymentState: OrderPaymentState, canRetryPayment: boolean, transactionId: string | null, latestPayment: { status: PaymentAttemptStatus, failureReason: string | null, underWayUntil: string | null } | null };

export type PaymentCheckoutFieldsFragment = { provider: PaymentProvider, keyId: string, providerOrderId: string, amount: number, currency: string, orderNumber: string, method: PaymentMethod, payUrl: string | null };

export type RefreshPaymentMutationVariables = Exact<{
  orderNumber: string;
}>;


export type RefreshPaymentMutation = { refreshPayment: { id: string, paymentStatus: PaymentStatus, paymentState: OrderPaymentState, canRetryPayment: boolean, transactionId: string | null, latestPayment: { status: PaymentAttemptStatus, failureReason: string | null, underWayUntil: string | null } | null } };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, email: string, firstName: string, lastName: string, phone: string | null, role: Role, address: { addressLine1: string | null, city: string | null, state: string | null, postalCode: string | null, country: string | null } } };

export type WishlistFieldsFragment = { items: Array<{ productId: string }> };

export type WishlistQueryVariables = Exact<{ [key: string]: never; }>;


export type WishlistQuery = { wishlist: { items: Array<{ productId: string }> } };

export type AddToWishlistMutationVariables = Exact<{
  productId: string | number;
}>;


export type AddToWishlistMutation = { addToWishlist: { items: Array<{ productId: string }> } };

export type RemoveFromWishlistMutationVariables = Exact<{
  productId: string | number;
}>;


export type RemoveFromWishlistMutation = { removeFromWishlist: { items: Array<{ productId: string }> } };

export type MergeWishlistMutationVariables = Exact<{
  productIds: Array<string | number> | string | number;
}>;


export type MergeWishlistMutation = { mergeWishlist: { items: Array<{ productId: string }> } };

export type RequestStockAlertMutationVariables = Exact<{
  productId: string | number;
  size: string;
}>;


export type RequestStockAlertMutation = { requestStockAlert: { productId: string, size: string } };

export const StockFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductStock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"returnPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]} as unknown as DocumentNode<StockFieldsFragment, unknown>;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const ProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"printName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"gstRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"isSale"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}}]} as unknown as DocumentNode<ProductFieldsFragment, unknown>;
export const DeliveryPromiseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryPromiseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryPromise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"known"}},{"kind":"Field","name":{"kind":"Name","value":"serviceable"}},{"kind":"Field","name":{"kind":"Name","value":"codAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latest"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"codMessage"}}]}}]} as unknown as DocumentNode<DeliveryPromiseFieldsFragment, unknown>;
export const OrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"taxLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratePercent"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"codCharge"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingPayment"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}},{"kind":"Field","name":{"kind":"Name","value":"canRetryPayment"}},{"kind":"Field","name":{"kind":"Name","value":"latestPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"underWayUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"replacementFor"}},{"kind":"Field","name":{"kind":"Name","value":"returnableLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantityLeft"}},{"kind":"Field","name":{"kind":"Name","value":"returnOpen"}},{"kind":"Field","name":{"kind":"Name","value":"defectiveOpen"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeOpen"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeSizes"}},{"kind":"Field","name":{"kind":"Name","value":"colourExchangeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeColours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"returns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"refund"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"replacementOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"becameRefund"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"wantedSize"}},{"kind":"Field","name":{"kind":"Name","value":"wantedProductName"}}]}}]}}]}}]} as unknown as DocumentNode<OrderFieldsFragment, unknown>;
export const SettledPaymentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettledPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}},{"kind":"Field","name":{"kind":"Name","value":"canRetryPayment"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"latestPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"underWayUntil"}}]}}]}}]} as unknown as DocumentNode<SettledPaymentFragment, unknown>;
export const PaymentCheckoutFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentCheckoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentCheckout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"payUrl"}}]}}]} as unknown as DocumentNode<PaymentCheckoutFieldsFragment, unknown>;
export const WishlistFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wishlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}}]}}]}}]} as unknown as DocumentNode<WishlistFieldsFragment, unknown>;
export const RefreshTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<RefreshTokenMutation, RefreshTokenMutationVariables>;
export const StockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Stock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StockFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductStock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"returnPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]} as unknown as DocumentNode<StockQuery, StockQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const CatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Catalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"colors"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}},{"kind":"Field","name":{"kind":"Name","value":"priceRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"printName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"gstRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"isSale"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}}]} as unknown as DocumentNode<CatalogueQuery, CatalogueQueryVariables>;
export const CreateOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrderInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentCheckoutFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentCheckoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentCheckout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"payUrl"}}]}}]} as unknown as DocumentNode<CreateOrderMutation, CreateOrderMutationVariables>;
export const QuoteCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuoteCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lines"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CartLineInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pincode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"couponCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lines"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lines"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentMethod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}}},{"kind":"Argument","name":{"kind":"Name","value":"pincode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pincode"}}},{"kind":"Argument","name":{"kind":"Name","value":"couponCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"couponCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"couponMessage"}},{"kind":"Field","name":{"kind":"Name","value":"taxLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratePercent"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"codCharge"}},{"kind":"Field","name":{"kind":"Name","value":"codAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"codMessage"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"orderable"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryPromiseFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryPromiseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryPromise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"known"}},{"kind":"Field","name":{"kind":"Name","value":"serviceable"}},{"kind":"Field","name":{"kind":"Name","value":"codAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latest"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"codMessage"}}]}}]} as unknown as DocumentNode<QuoteCartQuery, QuoteCartQueryVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const DeliveryPromiseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryPromise"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pincode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryPromise"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pincode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pincode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryPromiseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryPromiseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryPromise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"known"}},{"kind":"Field","name":{"kind":"Name","value":"serviceable"}},{"kind":"Field","name":{"kind":"Name","value":"codAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latest"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"codMessage"}}]}}]} as unknown as DocumentNode<DeliveryPromiseQuery, DeliveryPromiseQueryVariables>;
export const OffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Offers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}}]}}]}}]} as unknown as DocumentNode<OffersQuery, OffersQueryVariables>;
export const SubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"alreadySubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const CancelOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"taxLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratePercent"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"codCharge"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingPayment"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}},{"kind":"Field","name":{"kind":"Name","value":"canRetryPayment"}},{"kind":"Field","name":{"kind":"Name","value":"latestPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"underWayUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"replacementFor"}},{"kind":"Field","name":{"kind":"Name","value":"returnableLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantityLeft"}},{"kind":"Field","name":{"kind":"Name","value":"returnOpen"}},{"kind":"Field","name":{"kind":"Name","value":"defectiveOpen"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeOpen"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeSizes"}},{"kind":"Field","name":{"kind":"Name","value":"colourExchangeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeColours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"returns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"refund"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"replacementOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"becameRefund"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"wantedSize"}},{"kind":"Field","name":{"kind":"Name","value":"wantedProductName"}}]}}]}}]}}]} as unknown as DocumentNode<CancelOrderMutation, CancelOrderMutationVariables>;
export const OrderInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"html"}}]}}]}}]} as unknown as DocumentNode<OrderInvoiceQuery, OrderInvoiceQueryVariables>;
export const OrdersByUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersByUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordersByUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productImage"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"taxLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratePercent"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"codCharge"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingPayment"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}},{"kind":"Field","name":{"kind":"Name","value":"canRetryPayment"}},{"kind":"Field","name":{"kind":"Name","value":"latestPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"underWayUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"replacementFor"}},{"kind":"Field","name":{"kind":"Name","value":"returnableLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantityLeft"}},{"kind":"Field","name":{"kind":"Name","value":"returnOpen"}},{"kind":"Field","name":{"kind":"Name","value":"defectiveOpen"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeOpen"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeSizes"}},{"kind":"Field","name":{"kind":"Name","value":"colourExchangeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeColours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"returns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"refund"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"replacementOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"becameRefund"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"wantedSize"}},{"kind":"Field","name":{"kind":"Name","value":"wantedProductName"}}]}}]}}]}}]} as unknown as DocumentNode<OrdersByUserQuery, OrdersByUserQueryVariables>;
export const RequestExchangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestExchange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestExchangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestExchange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnNumber"}}]}}]}}]} as unknown as DocumentNode<RequestExchangeMutation, RequestExchangeMutationVariables>;
export const RequestReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestReturnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnNumber"}}]}}]}}]} as unknown as DocumentNode<RequestReturnMutation, RequestReturnMutationVariables>;
export const RetryPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentCheckoutFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentCheckoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentCheckout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"payUrl"}}]}}]} as unknown as DocumentNode<RetryPaymentMutation, RetryPaymentMutationVariables>;
export const ConfirmPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettledPayment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettledPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}},{"kind":"Field","name":{"kind":"Name","value":"canRetryPayment"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"latestPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"underWayUntil"}}]}}]}}]} as unknown as DocumentNode<ConfirmPaymentMutation, ConfirmPaymentMutationVariables>;
export const RefreshPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettledPayment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettledPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}},{"kind":"Field","name":{"kind":"Name","value":"canRetryPayment"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"latestPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"underWayUntil"}}]}}]}}]} as unknown as DocumentNode<RefreshPaymentMutation, RefreshPaymentMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const WishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Wishlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wishlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WishlistFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wishlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}}]}}]}}]} as unknown as DocumentNode<WishlistQuery, WishlistQueryVariables>;
export const AddToWishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToWishlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToWishlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WishlistFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wishlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}}]}}]}}]} as unknown as DocumentNode<AddToWishlistMutation, AddToWishlistMutationVariables>;
export const RemoveFromWishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFromWishlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromWishlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WishlistFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wishlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}}]}}]}}]} as unknown as DocumentNode<RemoveFromWishlistMutation, RemoveFromWishlistMutationVariables>;
export const MergeWishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MergeWishlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeWishlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WishlistFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wishlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}}]}}]}}]} as unknown as DocumentNode<MergeWishlistMutation, MergeWishlistMutationVariables>;
export const RequestStockAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestStockAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestStockAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<RequestStockAlertMutation, RequestStockAlertMutationVariables>;