/**
 * The REST adapter's contract for integrators (OpenAPI 3.1). The paths and body fields
 * are those of the shop's first version; the GraphQL schema is the richer contract.
 */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(ref('Error')) });
const money = { type: 'number', description: 'Rupees, at most 2 decimals' };
const str = { type: 'string' };
const bearer = [{ bearer: [] }];

const address = {
  type: 'object',
  properties: { addressLine1: str, city: str, state: str, postalCode: str, country: { type: 'string', enum: ['India', 'USA', 'UK', 'Canada', 'Australia'] } },
};

export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'SQU storefront REST API',
    version: '1.0.0',
    description:
      'Accounts and orders for integrators. Money is in rupees; the server prices every order from the catalogue (GET /products.json) and refuses totals that disagree (409). ' +
      'Errors are `{ statusCode, message, code, errors? }`. Send `Authorization: Bearer <token>` from register/login; refresh with /api/auth/refresh.',
  },
  servers: [{ url: '/' }],
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    schemas: {
      Error: {
        type: 'object',
        required: ['statusCode', 'message', 'code'],
        properties: {
          statusCode: { type: 'integer', example: 400 },
          message: { type: 'string', example: 'Please enter your email address' },
          code: { type: 'string', enum: ['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE', 'INTERNAL_SERVER_ERROR'] },
          errors: { type: 'array', items: { type: 'object', properties: { field: str, message: str } } },
        },
      },
      Address: address,
      User: {
        type: 'object',
        properties: { id: str, email: str, firstName: str, lastName: str, phone: { type: ['string', 'null'] }, address, role: { type: 'string', enum: ['CUSTOMER', 'ADMIN'] }, createdAt: { type: 'string', format: 'date-time' } },
      },
      AuthResponse: {
        type: 'object',
        properties: { user: ref('User'), token: { type: 'string', description: 'Access token (15 minutes)' }, refreshToken: { type: 'string', description: 'Rotating refresh token; each one works once' }, expiresIn: { type: 'integer' } },
      },
      OrderPayload: {
        type: 'object',
        required: ['items', 'paymentMethod'],
        properties: {
          userId: { type: 'string', description: 'Optional; must be the signed-in user' },
          items: {
            type: 'array',
            minItems: 1,
            maxItems: 50,
            items: {
              type: 'object',
              required: ['productId', 'size', 'quantity'],
              properties: { productId: str, productName: str, productImage: str, size: { type: 'string', description: "A size of the product, or 'One Size'" }, quantity: { type: 'integer', minimum: 1, maximum: 20 }, price: { ...money, description: 'Optional; refused (409) when it differs from the catalogue' }, total: money },
            },
          },
          customerInfo: { type: 'object', description: "Optional; the profile's when left out", properties: { email: str, firstName: str, lastName: str, phone: str, address } },
          orderSummary: { type: 'object', description: 'Optional; each amount given is checked (409 when it differs)', properties: { subtotal: money, tax: money, shipping: money, codCharges: money, total: money } },
          paymentMethod: { type: 'string', enum: ['card', 'upi', 'netbanking', 'cod'] },
        },
      },
      Order: {
        type: 'object',
        properties: {
          orderNumber: str, id: str, userId: str,
          status: { type: 'string', enum: ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] },
          items: { type: 'array', items: { type: 'object', properties: { productId: str, productName: str, productImage: str, sku: { type: 'string', description: 'The size' }, quantity: { type: 'integer' }, price: money, totalPrice: money } } },
          subtotal: money, shipping: money, tax: money, codCharges: money, total: money,
          shippingAddress: { type: 'object', properties: { street: str, city: str, state: str, zipCode: str, country: str } },
          billingAddress: { type: 'object', properties: { street: str, city: str, state: str, zipCode: str, country: str } },
          customerInfo: { type: 'object', properties: { email: str, firstName: str, lastName: str, phone: str } },
          paymentDetails: { type: 'object', properties: { status: { type: 'string', enum: ['pending', 'paid', 'failed'] }, paymentMethod: str, transactionId: { type: ['string', 'null'] } } },
          paymentMethod: str, notes: { type: ['string', 'null'] },
          estimatedDelivery: { type: 'string', format: 'date-time' }, statusUpdatedAt: { type: 'string', format: 'date-time' }, createdAt: { type: 'string', format: 'date-time' }, updatedAt: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
  paths: {
    '/api/auth/register': {
      post: {
        summary: 'Create an account',
        requestBody: { required: true, content: json({ type: 'object', properties: { email: str, password: { type: 'string', minLength: 6 }, firstName: str, lastName: str, website: str } }) },
        responses: { 201: { description: 'Signed in', content: json(ref('AuthResponse')) }, 400: error('Invalid input, in the order email, password, first name, last name, email pattern, password length'), 409: error('Email already registered'), 429: error('Too many attempts') },
      },
    },
    '/api/auth/login': {
      post: {
        summary: 'Sign in',
        requestBody: { required: true, content: json({ type: 'object', properties: { email: str, password: str, website: str } }) },
        responses: { 200: { description: 'Signed in', content: json(ref('AuthResponse')) }, 400: error('Invalid input'), 401: error('Invalid email or password'), 429: error('Too many attempts') },
      },
    },
    '/api/auth/refresh': {
      post: {
        summary: 'Exchange a refresh token for new tokens (rotation)',
        requestBody: { content: json({ type: 'object', properties: { refreshToken: str } }) },
        responses: { 200: { description: 'New tokens', content: json(ref('AuthResponse')) }, 401: error('Invalid, expired or reused refresh token'), 403: error('A cross-site request, or the session cookie sent without Content-Type: application/json') },
      },
    },
    '/api/auth/logout': {
      post: { summary: 'Revoke a refresh token', requestBody: { content: json({ type: 'object', properties: { refreshToken: str } }) }, responses: { 200: { description: 'Signed out' }, 403: error('A cross-site request, or the session cookie sent without Content-Type: application/json') } },
    },
    '/api/user/profile': {
      get: { summary: 'The signed-in user', security: bearer, responses: { 200: { description: 'User', content: json(ref('User')) }, 401: error('Not signed in') } },
      put: {
        summary: 'Update the profile (email cannot be changed)',
        security: bearer,
        requestBody: { required: true, content: json({ type: 'object', additionalProperties: false, properties: { firstName: str, lastName: str, phone: str, address } }) },
        responses: { 200: { description: 'The updated user', content: json(ref('User')) }, 400: error('Invalid field, unknown field or email given'), 401: error('Not signed in') },
      },
    },
    '/api/orders': {
      post: {
        summary: 'Place an order',
        security: bearer,
        parameters: [{ name: 'Idempotency-Key', in: 'header', schema: { type: 'string', minLength: 8, maxLength: 128 }, description: 'Retries with the same key answer the same order' }],
        requestBody: { required: true, content: json(ref('OrderPayload')) },
        responses: {
          201: { description: 'Placed', content: json({ type: 'object', properties: { orderId: { type: 'string', description: 'The order number' }, order: ref('Order') } }) },
          400: error('Invalid order (unknown product or size, quantity, address, COD minimum)'),
          401: error('Not signed in'),
          403: error('userId is not the signed-in user'),
          409: error('Prices or totals differ from the server, or the idempotency key was used for another order'),
          413: error('Body over 100 KB'),
        },
      },
    },
    '/api/orders/{userId}': {
      get: {
        summary: "The signed-in user's orders, newest first",
        security: bearer,
        parameters: [{ name: 'userId', in: 'path', required: true, schema: str }],
        responses: { 200: { description: 'Orders', content: json({ type: 'object', properties: { orders: { type: 'array', items: ref('Order') } } }) }, 401: error('Not signed in'), 403: error('Access denied') },
      },
    },
    '/api/newsletter': {
      post: {
        summary: 'Subscribe an address to the newsletter',
        requestBody: { required: true, content: json({ type: 'object', properties: { email: str } }) },
        responses: {
          201: { description: 'Subscribed', content: json({ type: 'object', properties: { email: str, alreadySubscribed: { type: 'boolean' }, message: str } }) },
          200: { description: 'Already subscribed (alreadySubscribed: true)' },
          400: error("'Please enter your email address' or 'Please enter a valid email address'"),
          429: error('Too many requests'),
        },
      },
    },
    '/api/contact': {
      post: {
        summary: 'Send a message to the support team',
        requestBody: { required: true, content: json({ type: 'object', properties: { name: str, email: str, subject: str, message: str } }) },
        responses: {
          201: { description: 'Stored', content: json({ type: 'object', properties: { id: str, receivedAt: { type: 'string', format: 'date-time' }, message: str } }) },
          400: error("'Please fill in all required fields' or 'Please enter a valid email address'"),
          429: error('Too many requests'),
        },
      },
    },
    '/api/orders/{orderNumber}/cancel': {
      post: {
        summary: 'Cancel your own pending or confirmed order',
        security: bearer,
        parameters: [{ name: 'orderNumber', in: 'path', required: true, schema: str }],
        responses: { 200: { description: 'Cancelled', content: json({ type: 'object', properties: { order: ref('Order') } }) }, 403: error('Not your order'), 404: error('No such order'), 409: error('Already shipped, delivered or cancelled') },
      },
    },
  },
};
