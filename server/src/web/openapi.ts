import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { inputKinds } from '../common/validation.pipe.js';
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
  return document;
}
