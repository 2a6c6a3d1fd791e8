/** The tabs a first visit to the explorer opens with: a walk from browsing to an order. */
export const exampleTabs = [
  {
    query: `# Welcome to the SQU API. Run an operation with Ctrl+Enter.
# The catalogue: products with their derived categories, colours, sizes and price range.
query Catalogue {
  catalogue {
    version
    categories
    priceRange { min max }
    products { id name category price sizes isNew isSale discount }
  }
}`,
  },
  {
    query: `# Price a cart exactly as an order would be priced (COD rules included).
query QuoteCart($lines: [CartLineInput!]!) {
  quoteCart(lines: $lines, paymentMethod: COD) {
    lines { productId size quantity name unitPrice lineTotal problem }
    subtotal tax codCharge codAvailable codMessage total orderable
  }
}`,
    variables: JSON.stringify({ lines: [{ productId: '101', size: 'One Size', quantity: 1 }] }, null, 2),
  },
  {
    query: `# Create an account. Copy "token" into the Headers tab as
# { "Authorization": "Bearer <token>" } for the operations that need sign-in.
mutation Register($input: RegisterInput!) {
  register(input: $input) {
    token
    expiresIn
    user { id email firstName lastName }
  }
}`,
    variables: JSON.stringify(
      { input: { email: 'asha@example.in', password: 'secret123', firstName: 'Asha', lastName: 'Verma', website: 'squ-fashion-web' } },
      null,
      2,
    ),
  },
  {
    query: `# Fill in the shipping details (needs the Authorization header).
mutation UpdateProfile($input: ProfileInput!) {
  updateProfile(input: $input) { id phone address { addressLine1 city state postalCode country } }
}`,
    variables: JSON.stringify(
      { input: { phone: '+91 98765 43210', address: { addressLine1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001', country: 'India' } } },
      null,
      2,
    ),
    headers: JSON.stringify({ Authorization: 'Bearer <token>' }, null, 2),
  },
  {
    query: `# Place a Cash on Delivery order; a retry with the same idempotencyKey answers the same order.
mutation PlaceOrder($input: CreateOrderInput!, $key: String!) {
  createOrder(input: $input, idempotencyKey: $key) {
    orderNumber status paymentStatus subtotal tax codCharge total estimatedDelivery
    items { productName size quantity unitPrice lineTotal }
  }
}`,
    variables: JSON.stringify({ input: { paymentMethod: 'COD', items: [{ productId: '101', size: 'One Size', quantity: 1 }] }, key: 'explorer-order-0001' }, null, 2),
    headers: JSON.stringify({ Authorization: 'Bearer <token>' }, null, 2),
  },
  {
    query: `# Place a UPI order: its payment is the checkout to open. With the sandbox provider (the
# default), open payment.payUrl in a browser tab (a test payment page); it sends you back to
# /checkout/payment with razorpay_order_id, razorpay_payment_id and razorpay_signature: pass
# them to confirmPayment (providerOrderId, paymentId, signature) to mark the order paid.
mutation PayOnline($input: CreateOrderInput!, $key: String!) {
  createOrder(input: $input, idempotencyKey: $key) {
    orderNumber paymentStatus total
    payment { provider keyId providerOrderId amount currency payUrl }
  }
}`,
    variables: JSON.stringify({ input: { paymentMethod: 'UPI', items: [{ productId: '101', size: 'One Size', quantity: 1 }] }, key: 'explorer-upi-order-0001' }, null, 2),
    headers: JSON.stringify({ Authorization: 'Bearer <token>' }, null, 2),
  },
  {
    query: `# Your orders, newest first (userId must be your own id).
query MyOrders($userId: ID!) {
  ordersByUser(userId: $userId) {
    orderNumber status paymentStatus paymentMethod total itemCount createdAt estimatedDelivery
    shippingAddress { addressLine1 city state postalCode }
  }
}`,
    variables: JSON.stringify({ userId: '<your user id>' }, null, 2),
    headers: JSON.stringify({ Authorization: 'Bearer <token>' }, null, 2),
  },
];
