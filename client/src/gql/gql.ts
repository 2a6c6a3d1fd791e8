/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation RefreshToken {\n  refreshToken {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.RefreshTokenDocument,
    "fragment StockFields on ProductStock {\n  productId\n  inStock\n  returnPolicy\n  sizes {\n    size\n    available\n  }\n}\n\nquery Stock($productIds: [ID!]!) {\n  stock(productIds: $productIds) {\n    ...StockFields\n  }\n}": typeof types.StockFieldsFragmentDoc,
    "fragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  phone\n  role\n  address {\n    addressLine1\n    city\n    state\n    postalCode\n    country\n  }\n}": typeof types.SessionUserFragmentDoc,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.RegisterDocument,
    "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    message\n  }\n}": typeof types.RequestPasswordResetDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}": typeof types.ResetPasswordDocument,
    "fragment ProductFields on Product {\n  id\n  name\n  category\n  model\n  color\n  printName\n  price\n  gstRatePercent\n  sizes\n  image\n  description\n  isNew\n  isSale\n  discount\n}\n\nquery Catalogue {\n  catalogue {\n    version\n    categories\n    colors\n    sizes\n    priceRange {\n      min\n      max\n    }\n    products {\n      ...ProductFields\n    }\n  }\n}": typeof types.ProductFieldsFragmentDoc,
    "mutation CreateOrder($input: CreateOrderInput!, $idempotencyKey: String!) {\n  createOrder(input: $input, idempotencyKey: $idempotencyKey) {\n    id\n    orderNumber\n    total\n    payment {\n      ...PaymentCheckoutFields\n    }\n  }\n}": typeof types.CreateOrderDocument,
    "query QuoteCart($lines: [CartLineInput!]!, $paymentMethod: PaymentMethod, $pincode: String, $couponCode: String) {\n  quoteCart(\n    lines: $lines\n    paymentMethod: $paymentMethod\n    pincode: $pincode\n    couponCode: $couponCode\n  ) {\n    lines {\n      productId\n      size\n      quantity\n      name\n      unitPrice\n      lineTotal\n      problem\n      available\n    }\n    subtotal\n    discount\n    couponCode\n    couponMessage\n    taxLines {\n      ratePercent\n      tax\n    }\n    shipping\n    codCharge\n    codAvailable\n    codMessage\n    total\n    itemCount\n    orderable\n    delivery {\n      ...DeliveryPromiseFields\n    }\n  }\n}": typeof types.QuoteCartDocument,
    "mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input) {\n    id\n    receivedAt\n    message\n  }\n}": typeof types.SendContactMessageDocument,
    "fragment DeliveryPromiseFields on DeliveryPromise {\n  pincode\n  known\n  serviceable\n  codAvailable\n  place {\n    office\n    district\n    state\n  }\n  latest\n  message\n  codMessage\n}\n\nquery DeliveryPromise($pincode: String!) {\n  deliveryPromise(pincode: $pincode) {\n    ...DeliveryPromiseFields\n  }\n}": typeof types.DeliveryPromiseFieldsFragmentDoc,
    "query Offers {\n  offers {\n    code\n    title\n    kind\n    value\n    terms\n    validUntil\n  }\n}": typeof types.OffersDocument,
    "mutation SubscribeNewsletter($email: String!) {\n  subscribeNewsletter(email: $email) {\n    email\n    alreadySubscribed\n    message\n  }\n}": typeof types.SubscribeNewsletterDocument,
    "mutation CancelOrder($orderNumber: String!) {\n  cancelOrder(orderNumber: $orderNumber) {\n    ...OrderFields\n  }\n}": typeof types.CancelOrderDocument,
    "fragment OrderFields on Order {\n  id\n  orderNumber\n  status\n  paymentStatus\n  paymentMethod\n  transactionId\n  items {\n    productId\n    productName\n    productImage\n    size\n    quantity\n    unitPrice\n    lineTotal\n  }\n  itemCount\n  subtotal\n  discount\n  couponCode\n  shipping\n  taxLines {\n    ratePercent\n    tax\n  }\n  codCharge\n  total\n  contact {\n    email\n    firstName\n    lastName\n    phone\n  }\n  shippingAddress {\n    addressLine1\n    city\n    state\n    postalCode\n    country\n  }\n  estimatedDelivery\n  invoiceNumber\n  canCancel\n  awaitingPayment\n  payBy\n  paymentState\n  canRetryPayment\n  latestPayment {\n    status\n    failureReason\n    underWayUntil\n  }\n  refunds {\n    amount\n    status\n    createdAt\n    processedAt\n  }\n  deliveredAt\n  createdAt\n  shipment {\n    courier {\n      name\n    }\n    trackingNumber\n    trackingUrl\n  }\n  cancelReason\n  replacementFor\n  returnableLines {\n    productId\n    size\n    quantityLeft\n    returnOpen\n    defectiveOpen\n    message\n    exchangeOpen\n    exchangeMessage\n    exchangeSizes\n    colourExchangeMessage\n    exchangeColours {\n      productId\n      color\n      sizes\n    }\n  }\n  returns {\n    returnNumber\n    kind\n    status\n    rejectReason\n    refund\n    refundTo\n    replacementOrderNumber\n    becameRefund\n    lines {\n      productName\n      size\n      quantity\n      wantedSize\n      wantedProductName\n    }\n  }\n}": typeof types.OrderFieldsFragmentDoc,
    "query OrderInvoice($orderNumber: String!) {\n  orderInvoice(orderNumber: $orderNumber) {\n    html\n  }\n}": typeof types.OrderInvoiceDocument,
    "query OrdersByUser($userId: ID!) {\n  ordersByUser(userId: $userId) {\n    ...OrderFields\n  }\n}": typeof types.OrdersByUserDocument,
    "mutation RequestExchange($input: RequestExchangeInput!) {\n  requestExchange(input: $input) {\n    returnNumber\n  }\n}": typeof types.RequestExchangeDocument,
    "mutation RequestReturn($input: RequestReturnInput!) {\n  requestReturn(input: $input) {\n    returnNumber\n  }\n}": typeof types.RequestReturnDocument,
    "mutation RetryPayment($orderNumber: String!) {\n  retryPayment(orderNumber: $orderNumber) {\n    id\n    payment {\n      ...PaymentCheckoutFields\n    }\n  }\n}": typeof types.RetryPaymentDocument,
    "mutation ConfirmPayment($input: ConfirmPaymentInput!) {\n  confirmPayment(input: $input) {\n    ...SettledPayment\n  }\n}\n\nfragment SettledPayment on Order {\n  id\n  paymentStatus\n  paymentState\n  canRetryPayment\n  transactionId\n  latestPayment {\n    status\n    failureReason\n    underWayUntil\n  }\n}": typeof types.ConfirmPaymentDocument,
    "fragment PaymentCheckoutFields on PaymentCheckout {\n  provider\n  keyId\n  providerOrderId\n  amount\n  currency\n  orderNumber\n  method\n  payUrl\n}": typeof types.PaymentCheckoutFieldsFragmentDoc,
    "mutation RefreshPayment($orderNumber: String!) {\n  refreshPayment(orderNumber: $orderNumber) {\n    ...SettledPayment\n  }\n}": typeof types.RefreshPaymentDocument,
    "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}": typeof types.UpdateProfileDocument,
    "fragment WishlistFields on Wishlist {\n  items {\n    productId\n  }\n}\n\nquery Wishlist {\n  wishlist {\n    ...WishlistFields\n  }\n}\n\nmutation AddToWishlist($productId: ID!) {\n  addToWishlist(productId: $productId) {\n    ...WishlistFields\n  }\n}\n\nmutation RemoveFromWishlist($productId: ID!) {\n  removeFromWishlist(productId: $productId) {\n    ...WishlistFields\n  }\n}\n\nmutation MergeWishlist($productIds: [ID!]!) {\n  mergeWishlist(productIds: $productIds) {\n    ...WishlistFields\n  }\n}\n\nmutation RequestStockAlert($productId: ID!, $size: String!) {\n  requestStockAlert(productId: $productId, size: $size) {\n    productId\n    size\n  }\n}": typeof types.WishlistFieldsFragmentDoc,
};
const documents: Documents = {
    "mutation RefreshToken {\n  refreshToken {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": types.RefreshTokenDocument,
    "fragment StockFields on ProductStock {\n  productId\n  inStock\n  returnPolicy\n  sizes {\n    size\n    available\n  }\n}\n\nquery Stock($productIds: [ID!]!) {\n  stock(productIds: $productIds) {\n    ...StockFields\n  }\n}": types.StockFieldsFragmentDoc,
    "fragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  phone\n  role\n  address {\n    addressLine1\n    city\n    state\n    postalCode\n    country\n  }\n}": types.SessionUserFragmentDoc,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}": types.RegisterDocument,
    "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    message\n  }\n}": types.RequestPasswordResetDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}": types.ResetPasswordDocument,
    "fragment ProductFields on Product {\n  id\n  name\n  category\n  model\n  color\n  printName\n  price\n  gstRatePercent\n  sizes\n  image\n  description\n  isNew\n  isSale\n  discount\n}\n\nquery Catalogue {\n  catalogue {\n    version\n    categories\n    colors\n    sizes\n    priceRange {\n      min\n      max\n    }\n    products {\n      ...ProductFields\n    }\n  }\n}": types.ProductFieldsFragmentDoc,
    "mutation CreateOrder($input: CreateOrderInput!, $idempotencyKey: String!) {\n  createOrder(input: $input, idempotencyKey: $idempotencyKey) {\n    id\n    orderNumber\n    total\n    payment {\n      ...PaymentCheckoutFields\n    }\n  }\n}": types.CreateOrderDocument,
    "query QuoteCart($lines: [CartLineInput!]!, $paymentMethod: PaymentMethod, $pincode: String, $couponCode: String) {\n  quoteCart(\n    lines: $lines\n    paymentMethod: $paymentMethod\n    pincode: $pincode\n    couponCode: $couponCode\n  ) {\n    lines {\n      productId\n      size\n      quantity\n      name\n      unitPrice\n      lineTotal\n      problem\n      available\n    }\n    subtotal\n    discount\n    couponCode\n    couponMessage\n    taxLines {\n      ratePercent\n      tax\n    }\n    shipping\n    codCharge\n    codAvailable\n    codMessage\n    total\n    itemCount\n    orderable\n    delivery {\n      ...DeliveryPromiseFields\n    }\n  }\n}": types.QuoteCartDocument,
    "mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input) {\n    id\n    receivedAt\n    message\n  }\n}": types.SendContactMessageDocument,
    "fragment DeliveryPromiseFields on DeliveryPromise {\n  pincode\n  known\n  serviceable\n  codAvailable\n  place {\n    office\n    district\n    state\n  }\n  latest\n  message\n  codMessage\n}\n\nquery DeliveryPromise($pincode: String!) {\n  deliveryPromise(pincode: $pincode) {\n    ...DeliveryPromiseFields\n  }\n}": types.DeliveryPromiseFieldsFragmentDoc,
    "query Offers {\n  offers {\n    code\n    title\n    kind\n    value\n    terms\n    validUntil\n  }\n}": types.OffersDocument,
    "mutation SubscribeNewsletter($email: String!) {\n  subscribeNewsletter(email: $email) {\n    email\n    alreadySubscribed\n    message\n  }\n}": types.SubscribeNewsletterDocument,
    "mutation CancelOrder($orderNumber: String!) {\n  cancelOrder(orderNumber: $orderNumber) {\n    ...OrderFields\n  }\n}": types.CancelOrderDocument,
    "fragment OrderFields on Order {\n  id\n  orderNumber\n  status\n  paymentStatus\n  paymentMethod\n  transactionId\n  items {\n    productId\n    productName\n    productImage\n    size\n    quantity\n    unitPrice\n    lineTotal\n  }\n  itemCount\n  subtotal\n  discount\n  couponCode\n  shipping\n  taxLines {\n    ratePercent\n    tax\n  }\n  codCharge\n  total\n  contact {\n    email\n    firstName\n    lastName\n    phone\n  }\n  shippingAddress {\n    addressLine1\n    city\n    state\n    postalCode\n    country\n  }\n  estimatedDelivery\n  invoiceNumber\n  canCancel\n  awaitingPayment\n  payBy\n  paymentState\n  canRetryPayment\n  latestPayment {\n    status\n    failureReason\n    underWayUntil\n  }\n  refunds {\n    amount\n    status\n    createdAt\n    processedAt\n  }\n  deliveredAt\n  createdAt\n  shipment {\n    courier {\n      name\n    }\n    trackingNumber\n    trackingUrl\n  }\n  cancelReason\n  replacementFor\n  returnableLines {\n    productId\n    size\n    quantityLeft\n    returnOpen\n    defectiveOpen\n    message\n    exchangeOpen\n    exchangeMessage\n    exchangeSizes\n    colourExchangeMessage\n    exchangeColours {\n      productId\n      color\n      sizes\n    }\n  }\n  returns {\n    returnNumber\n    kind\n    status\n    rejectReason\n    refund\n    refundTo\n    replacementOrderNumber\n    becameRefund\n    lines {\n      productName\n      size\n      quantity\n      wantedSize\n      wantedProductName\n    }\n  }\n}": types.OrderFieldsFragmentDoc,
    "query OrderInvoice($orderNumber: String!) {\n  orderInvoice(orderNumber: $orderNumber) {\n    html\n  }\n}": types.OrderInvoiceDocument,
    "query OrdersByUser($userId: ID!) {\n  ordersByUser(userId: $userId) {\n    ...OrderFields\n  }\n}": types.OrdersByUserDocument,
    "mutation RequestExchange($input: RequestExchangeInput!) {\n  requestExchange(input: $input) {\n    returnNumber\n  }\n}": types.RequestExchangeDocument,
    "mutation RequestReturn($input: RequestReturnInput!) {\n  requestReturn(input: $input) {\n    returnNumber\n  }\n}": types.RequestReturnDocument,
    "mutation RetryPayment($orderNumber: String!) {\n  retryPayment(orderNumber: $orderNumber) {\n    id\n    payment {\n      ...PaymentCheckoutFields\n    }\n  }\n}": types.RetryPaymentDocument,
    "mutation ConfirmPayment($input: ConfirmPaymentInput!) {\n  confirmPayment(input: $input) {\n    ...SettledPayment\n  }\n}\n\nfragment SettledPayment on Order {\n  id\n  paymentStatus\n  paymentState\n  canRetryPayment\n  transactionId\n  latestPayment {\n    status\n    failureReason\n    underWayUntil\n  }\n}": types.ConfirmPaymentDocument,
    "fragment PaymentCheckoutFields on PaymentCheckout {\n  provider\n  keyId\n  providerOrderId\n  amount\n  currency\n  orderNumber\n  method\n  payUrl\n}": types.PaymentCheckoutFieldsFragmentDoc,
    "mutation RefreshPayment($orderNumber: String!) {\n  refreshPayment(orderNumber: $orderNumber) {\n    ...SettledPayment\n  }\n}": types.RefreshPaymentDocument,
    "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}": types.UpdateProfileDocument,
    "fragment WishlistFields on Wishlist {\n  items {\n    productId\n  }\n}\n\nquery Wishlist {\n  wishlist {\n    ...WishlistFields\n  }\n}\n\nmutation AddToWishlist($productId: ID!) {\n  addToWishlist(productId: $productId) {\n    ...WishlistFields\n  }\n}\n\nmutation RemoveFromWishlist($productId: ID!) {\n  removeFromWishlist(productId: $productId) {\n    ...WishlistFields\n  }\n}\n\nmutation MergeWishlist($productIds: [ID!]!) {\n  mergeWishlist(productIds: $productIds) {\n    ...WishlistFields\n  }\n}\n\nmutation RequestStockAlert($productId: ID!, $size: String!) {\n  requestStockAlert(productId: $productId, size: $size) {\n    productId\n    size\n  }\n}": types.WishlistFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefreshToken {\n  refreshToken {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation RefreshToken {\n  refreshToken {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StockFields on ProductStock {\n  productId\n  inStock\n  returnPolicy\n  sizes {\n    size\n    available\n  }\n}\n\nquery Stock($productIds: [ID!]!) {\n  stock(productIds: $productIds) {\n    ...StockFields\n  }\n}"): (typeof documents)["fragment StockFields on ProductStock {\n  productId\n  inStock\n  returnPolicy\n  sizes {\n    size\n    available\n  }\n}\n\nquery Stock($productIds: [ID!]!) {\n  stock(productIds: $productIds) {\n    ...StockFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  phone\n  role\n  address {\n    addressLine1\n    city\n    state\n    postalCode\n    country\n  }\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  phone\n  role\n  address {\n    addressLine1\n    city\n    state\n    postalCode\n    country\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}"): (typeof documents)["mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductFields on Product {\n  id\n  name\n  category\n  model\n  color\n  printName\n  price\n  gstRatePercent\n  sizes\n  image\n  description\n  isNew\n  isSale\n  discount\n}\n\nquery Catalogue {\n  catalogue {\n    version\n    categories\n    colors\n    sizes\n    priceRange {\n      min\n      max\n    }\n    products {\n      ...ProductFields\n    }\n  }\n}"): (typeof documents)["fragment ProductFields on Product {\n  id\n  name\n  category\n  model\n  color\n  printName\n  price\n  gstRatePercent\n  sizes\n  image\n  description\n  isNew\n  isSale\n  discount\n}\n\nquery Catalogue {\n  catalogue {\n    version\n    categories\n    colors\n    sizes\n    priceRange {\n      min\n      max\n    }\n    products {\n      ...ProductFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateOrder($input: CreateOrderInput!, $idempotencyKey: String!) {\n  createOrder(input: $input, idempotencyKey: $idempotencyKey) {\n    id\n    orderNumber\n    total\n    payment {\n      ...PaymentCheckoutFields\n    }\n  }\n}"): (typeof documents)["mutation CreateOrder($input: CreateOrderInput!, $idempotencyKey: String!) {\n  createOrder(input: $input, idempotencyKey: $idempotencyKey) {\n    id\n    orderNumber\n    total\n    payment {\n      ...PaymentCheckoutFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuoteCart($lines: [CartLineInput!]!, $paymentMethod: PaymentMethod, $pincode: String, $couponCode: String) {\n  quoteCart(\n    lines: $lines\n    paymentMethod: $paymentMethod\n    pincode: $pincode\n    couponCode: $couponCode\n  ) {\n    lines {\n      productId\n      size\n      quantity\n      name\n      unitPrice\n      lineTotal\n      problem\n      available\n    }\n    subtotal\n    discount\n    couponCode\n    couponMessage\n    taxLines {\n      ratePercent\n      tax\n    }\n    shipping\n    codCharge\n    codAvailable\n    codMessage\n    total\n    itemCount\n    orderable\n    delivery {\n      ...DeliveryPromiseFields\n    }\n  }\n}"): (typeof documents)["query QuoteCart($lines: [CartLineInput!]!, $paymentMethod: PaymentMethod, $pincode: String, $couponCode: String) {\n  quoteCart(\n    lines: $lines\n    paymentMethod: $paymentMethod\n    pincode: $pincode\n    couponCode: $couponCode\n  ) {\n    lines {\n      productId\n      size\n      quantity\n      name\n      unitPrice\n      lineTotal\n      problem\n      available\n    }\n    subtotal\n    discount\n    couponCode\n    couponMessage\n    taxLines {\n      ratePercent\n      tax\n    }\n    shipping\n    codCharge\n    codAvailable\n    codMessage\n    total\n    itemCount\n    orderable\n    delivery {\n      ...DeliveryPromiseFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input) {\n    id\n    receivedAt\n    message\n  }\n}"): (typeof documents)["mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input) {\n    id\n    receivedAt\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DeliveryPromiseFields on DeliveryPromise {\n  pincode\n  known\n  serviceable\n  codAvailable\n  place {\n    office\n    district\n    state\n  }\n  latest\n  message\n  codMessage\n}\n\nquery DeliveryPromise($pincode: String!) {\n  deliveryPromise(pincode: $pincode) {\n    ...DeliveryPromiseFields\n  }\n}"): (typeof documents)["fragment DeliveryPromiseFields on DeliveryPromise {\n  pincode\n  known\n  serviceable\n  codAvailable\n  place {\n    office\n    district\n    state\n  }\n  latest\n  message\n  codMessage\n}\n\nquery DeliveryPromise($pincode: String!) {\n  deliveryPromise(pincode: $pincode) {\n    ...DeliveryPromiseFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Offers {\n  offers {\n    code\n    title\n    kind\n    value\n    terms\n    validUntil\n  }\n}"): (typeof documents)["query Offers {\n  offers {\n    code\n    title\n    kind\n    value\n    terms\n    validUntil\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscribeNewsletter($email: String!) {\n  subscribeNewsletter(email: $email) {\n    email\n    alreadySubscribed\n    message\n  }\n}"): (typeof documents)["mutation SubscribeNewsletter($email: String!) {\n  subscribeNewsletter(email: $email) {\n    email\n    alreadySubscribed\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelOrder($orderNumber: String!) {\n  cancelOrder(orderNumber: $orderNumber) {\n    ...OrderFields\n  }\n}"): (typeof documents)["mutation CancelOrder($orderNumber: String!) {\n  cancelOrder(orderNumber: $orderNumber) {\n    ...OrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderFields on Order {\n  id\n  orderNumber\n  status\n  paymentStatus\n  paymentMethod\n  transactionId\n  items {\n    productId\n    productName\n    productImage\n    size\n    quantity\n    unitPrice\n    lineTotal\n  }\n  itemCount\n  subtotal\n  discount\n  couponCode\n  shipping\n  taxLines {\n    ratePercent\n    tax\n  }\n  codCharge\n  total\n  contact {\n    email\n    firstName\n    lastName\n    phone\n  }\n  shippingAddress {\n    addressLine1\n    city\n    state\n    postalCode\n    country\n  }\n  estimatedDelivery\n  invoiceNumber\n  canCancel\n  awaitingPayment\n  payBy\n  paymentState\n  canRetryPayment\n  latestPayment {\n    status\n    failureReason\n    underWayUntil\n  }\n  refunds {\n    amount\n    status\n    createdAt\n    processedAt\n  }\n  deliveredAt\n  createdAt\n  shipment {\n    courier {\n      name\n    }\n    trackingNumber\n    trackingUrl\n  }\n  cancelReason\n  replacementFor\n  returnableLines {\n    productId\n    size\n    quantityLeft\n    returnOpen\n    defectiveOpen\n    message\n    exchangeOpen\n    exchangeMessage\n    exchangeSizes\n    colourExchangeMessage\n    exchangeColours {\n      productId\n      color\n      sizes\n    }\n  }\n  returns {\n    returnNumber\n    kind\n    status\n    rejectReason\n    refund\n    refundTo\n    replacementOrderNumber\n    becameRefund\n    lines {\n      productName\n      size\n      quantity\n      wantedSize\n      wantedProductName\n    }\n  }\n}"): (typeof documents)["fragment OrderFields on Order {\n  id\n  orderNumber\n  status\n  paymentStatus\n  paymentMethod\n  transactionId\n  items {\n    productId\n    productName\n    productImage\n    size\n    quantity\n    unitPrice\n    lineTotal\n  }\n  itemCount\n  subtotal\n  discount\n  couponCode\n  shipping\n  taxLines {\n    ratePercent\n    tax\n  }\n  codCharge\n  total\n  contact {\n    email\n    firstName\n    lastName\n    phone\n  }\n  shippingAddress {\n    addressLine1\n    city\n    state\n    postalCode\n    country\n  }\n  estimatedDelivery\n  invoiceNumber\n  canCancel\n  awaitingPayment\n  payBy\n  paymentState\n  canRetryPayment\n  latestPayment {\n    status\n    failureReason\n    underWayUntil\n  }\n  refunds {\n    amount\n    status\n    createdAt\n    processedAt\n  }\n  deliveredAt\n  createdAt\n  shipment {\n    courier {\n      name\n    }\n    trackingNumber\n    trackingUrl\n  }\n  cancelReason\n  replacementFor\n  returnableLines {\n    productId\n    size\n    quantityLeft\n    returnOpen\n    defectiveOpen\n    message\n    exchangeOpen\n    exchangeMessage\n    exchangeSizes\n    colourExchangeMessage\n    exchangeColours {\n      productId\n      color\n      sizes\n    }\n  }\n  returns {\n    returnNumber\n    kind\n    status\n    rejectReason\n    refund\n    refundTo\n    replacementOrderNumber\n    becameRefund\n    lines {\n      productName\n      size\n      quantity\n      wantedSize\n      wantedProductName\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderInvoice($orderNumber: String!) {\n  orderInvoice(orderNumber: $orderNumber) {\n    html\n  }\n}"): (typeof documents)["query OrderInvoice($orderNumber: String!) {\n  orderInvoice(orderNumber: $orderNumber) {\n    html\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrdersByUser($userId: ID!) {\n  ordersByUser(userId: $userId) {\n    ...OrderFields\n  }\n}"): (typeof documents)["query OrdersByUser($userId: ID!) {\n  ordersByUser(userId: $userId) {\n    ...OrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestExchange($input: RequestExchangeInput!) {\n  requestExchange(input: $input) {\n    returnNumber\n  }\n}"): (typeof documents)["mutation RequestExchange($input: RequestExchangeInput!) {\n  requestExchange(input: $input) {\n    returnNumber\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestReturn($input: RequestReturnInput!) {\n  requestReturn(input: $input) {\n    returnNumber\n  }\n}"): (typeof documents)["mutation RequestReturn($input: RequestReturnInput!) {\n  requestReturn(input: $input) {\n    returnNumber\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RetryPayment($orderNumber: String!) {\n  retryPayment(orderNumber: $orderNumber) {\n    id\n    payment {\n      ...PaymentCheckoutFields\n    }\n  }\n}"): (typeof documents)["mutation RetryPayment($orderNumber: String!) {\n  retryPayment(orderNumber: $orderNumber) {\n    id\n    payment {\n      ...PaymentCheckoutFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmPayment($input: ConfirmPaymentInput!) {\n  confirmPayment(input: $input) {\n    ...SettledPayment\n  }\n}\n\nfragment SettledPayment on Order {\n  id\n  paymentStatus\n  paymentState\n  canRetryPayment\n  transactionId\n  latestPayment {\n    status\n    failureReason\n    underWayUntil\n  }\n}"): (typeof documents)["mutation ConfirmPayment($input: ConfirmPaymentInput!) {\n  confirmPayment(input: $input) {\n    ...SettledPayment\n  }\n}\n\nfragment SettledPayment on Order {\n  id\n  paymentStatus\n  paymentState\n  canRetryPayment\n  transactionId\n  latestPayment {\n    status\n    failureReason\n    underWayUntil\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PaymentCheckoutFields on PaymentCheckout {\n  provider\n  keyId\n  providerOrderId\n  amount\n  currency\n  orderNumber\n  method\n  payUrl\n}"): (typeof documents)["fragment PaymentCheckoutFields on PaymentCheckout {\n  provider\n  keyId\n  providerOrderId\n  amount\n  currency\n  orderNumber\n  method\n  payUrl\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefreshPayment($orderNumber: String!) {\n  refreshPayment(orderNumber: $orderNumber) {\n    ...SettledPayment\n  }\n}"): (typeof documents)["mutation RefreshPayment($orderNumber: String!) {\n  refreshPayment(orderNumber: $orderNumber) {\n    ...SettledPayment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}"): (typeof documents)["mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WishlistFields on Wishlist {\n  items {\n    productId\n  }\n}\n\nquery Wishlist {\n  wishlist {\n    ...WishlistFields\n  }\n}\n\nmutation AddToWishlist($productId: ID!) {\n  addToWishlist(productId: $productId) {\n    ...WishlistFields\n  }\n}\n\nmutation RemoveFromWishlist($productId: ID!) {\n  removeFromWishlist(productId: $productId) {\n    ...WishlistFields\n  }\n}\n\nmutation MergeWishlist($productIds: [ID!]!) {\n  mergeWishlist(productIds: $productIds) {\n    ...WishlistFields\n  }\n}\n\nmutation RequestStockAlert($productId: ID!, $size: String!) {\n  requestStockAlert(productId: $productId, size: $size) {\n    productId\n    size\n  }\n}"): (typeof documents)["fragment WishlistFields on Wishlist {\n  items {\n    productId\n  }\n}\n\nquery Wishlist {\n  wishlist {\n    ...WishlistFields\n  }\n}\n\nmutation AddToWishlist($productId: ID!) {\n  addToWishlist(productId: $productId) {\n    ...WishlistFields\n  }\n}\n\nmutation RemoveFromWishlist($productId: ID!) {\n  removeFromWishlist(productId: $productId) {\n    ...WishlistFields\n  }\n}\n\nmutation MergeWishlist($productIds: [ID!]!) {\n  mergeWishlist(productIds: $productIds) {\n    ...WishlistFields\n  }\n}\n\nmutation RequestStockAlert($productId: ID!, $size: String!) {\n  requestStockAlert(productId: $productId, size: $size) {\n    productId\n    size\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;