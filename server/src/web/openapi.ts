import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { inputKinds } from '../common/validation.pipe.js';
import { EVENT_TYPES } from '../events/event-types.js';
import type { AppConfig } from '../config/config.js';

const DESCRIPTION = [
  'Accounts and orders for integrators: the calls of the first version of the shop, kept working.',
  'Money is in rupees. The server prices every order from the catalogue (`GET /products.json`) and refuses amounts that disagree with its own (409).',
  'Errors have one body, `ErrorBody`: `{ statusCode, message, code, errors?, requestId }`; `errors` names each invalid field.',
  'Sign in with `register` or `login` and send `Authorization: Bearer <token>`; exchange the refresh token at `/api/auth/refresh` before the token expires.',
  'No text in a body may hold control characters (NUL included), in any field; text spanning lines (a contact message) may hold line breaks and tabs.',
  'The GraphQL API at `/graphql` (schema: `schema.graphql`) is the richer contract.',
].join('\n\n');

/**
 * The REST adapter's OpenAPI 3.1 document, made from the controllers and DTOs by @nestjs/swagger:
 * the validation rules state the request schemas (common/api-schema.ts), the answer classes the
 * responses. Three facts the decorators cannot carry are added from the code here.
 */
export function openApiDocument(app: INestApplication, config: AppConfig): OpenAPIObject {
  const info = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('SQU storefront REST API')
    .setDescription(DESCRIPTION)
    .setVersion('1.0.0')
    .setContact('SQU developer support', '/contact', 'support@squ.in')
    .setLicense('Proprietary: SQU Fashion Pvt. Ltd. terms of use', '/terms-conditions')
    .addServer('/', 'This shop')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The `token` of register, login or refresh' }, 'bearer')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'An API key an admin made (`squ_…`), for the /api/v1 calls: each needs a scope of the key' }, 'apiKey')
    .build();
  const document = SwaggerModule.createDocument(app, info);
  const schemas = document.components?.schemas ?? {};
  // 1. Inputs that refuse unknown fields (@RefuseUnknownFields) are closed.
  for (const name of inputKinds.closed) {
    const schema = schemas[name];
    if (schema && !('$ref' in schema)) schema.additionalProperties = false;
  }
  // 2. The website identifier is this server's configuration.
  for (const name of ['RegisterInput', 'LoginInput']) {
    const website = (schemas[name] as { properties?: Record<string, Record<string, unknown>>; required?: string[] } | undefined);
    if (!website?.properties?.website) continue;
    Object.assign(website.properties.website, { type: 'string', enum: [config.websiteId], description: `This shop's identifier (SHOP_WEBSITE_ID): '${config.websiteId}'` });
    delete website.properties.website.pattern;
    website.required = [...new Set([...(website.required ?? []), 'website'])];
  }
  // 3. An operation that names no security is public: it says so. 4. An @OptionalBody may be left out.
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path)) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      operation.security ??= [];
      const body = operation.requestBody;
      const ref = body && 'content' in body ? (body.content['application/json']?.schema as { $ref?: string } | undefined)?.$ref : undefined;
      if (body && 'required' in body && ref && inputKinds.optionalBodies.has(ref.split('/').pop()!)) body.required = false;
    }
  }
  // 5. The webhooks the shop sends (issue 59): their headers and bodies (OpenAPI 3.1's `webhooks`).
  Object.assign(document, { webhooks: webhookDocs(schemas) });
  return document;
}

/** Each event type as a webhook: the POST the shop makes, Standard Webhooks' headers, and the body. */
function webhookDocs(schemas: Record<string, unknown>): Record<string, unknown> {
  const header = (description: string, pattern?: string) => ({ required: true, description, schema: { type: 'string', ...(pattern ? { pattern } : {}) } });
  const stockLow = { type: 'object', required: ['productId', 'size', 'available'], properties: { productId: { type: 'string' }, size: { type: 'string' }, available: { type: 'integer', description: 'Units left, under 5' } } };
  const stockRestocked = {
    type: 'object',
    required: ['productId', 'size', 'available', 'reason'],
    properties: {
      productId: { type: 'string' },
      size: { type: 'string' },
      available: { type: 'integer', minimum: 1, description: 'Units left now' },
      reason: { type: 'string', enum: ['cancel', 'return', 'adjustment', 'initial'], description: 'What brought them: a cancelled order (its orderNumber is the event\'s), a return received (likewise), a staff adjustment, or a figure set or imported (initial)' },
    },
  };
  const out: Record<string, unknown> = {};
  for (const type of EVENT_TYPES) {
    const data = type === 'stock.low' ? stockLow : type === 'stock.restocked' ? stockRestocked : schemas.RestOrder ? { $ref: '#/components/schemas/RestOrder' } : { type: 'object' };
    out[type] = {
      post: {
        operationId: `webhook_${type.replace('.', '_')}`,
        summary: EVENT_SUMMARY[type],
        description:
          'Sent to each endpoint registered for it (POST /api/admin/webhooks). Verify the signature before trusting the body: HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with the base64 part of the secret (after `whsec_`), base64, must equal one of the `v1,` signatures; refuse timestamps more than 5 minutes away. Answer 2xx quickly: anything else is tried again with exponential backoff for 24 hours. The same event may come more than once: drop repeats by webhook-id.',
        parameters: [
          { in: 'header', name: 'webhook-id', ...header("The event's id: the same on every try of it") },
          { in: 'header', name: 'webhook-timestamp', ...header('When this try was signed, in Unix seconds', '^[0-9]+$') },
          { in: 'header', name: 'webhook-signature', ...header('`v1,<base64 signature>`, space-separated: two for 24 hours after the secret is rotated (the new and the old)', '^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$') },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['id', 'type', 'timestamp', 'orderNumber', 'data'],
                properties: {
                  id: { type: 'string', format: 'uuid', description: 'The event id (= webhook-id)' },
                  type: { type: 'string', enum: [type] },
                  timestamp: { type: 'string', format: 'date-time', description: 'When the change was made' },
                  orderNumber: { type: ['string', 'null'], description: 'The order it is about' },
                  data,
                },
              },
            },
          },
        },
        responses: { '200': { description: 'Any 2xx answer delivers it' } },
        security: [],
      },
    };
  }
  return out;
}

const EVENT_SUMMARY: Record<(typeof EVENT_TYPES)[number], string> = {
  'order.created': 'An order was placed (data: the order)',
  'order.status_changed': 'An order moved to another status (data: the order as it now stands)',
  'order.cancelled': 'An order was cancelled, by its shopper, the staff or the shop (sent after its order.status_changed)',
  'payment.succeeded': "An order's payment was captured, or a Cash on Delivery order was paid at delivery",
  'payment.failed': "An order's latest online payment attempt failed",
  'refund.processed': 'The payment provider made a refund of the order (data.refunds holds it, processed)',
  'return.updated': 'A return of the order changed (returns are not offered yet)',
  'stock.low': 'An order took a size below 5 units left (data: the size and what is left)',
  'stock.restocked': "A size that had none left has some again (data: the size, what is left and why); orderNumber is the cancelled or returned order's, or null for the staff's and integrators' changes",
};
