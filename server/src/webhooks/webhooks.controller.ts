import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-schema.js';
import { AdminOnly, Ctx, type RequestContext } from '../common/actor.js';
import { badInput } from '../common/app-error.js';
import { CreateWebhookBody } from './dto/webhook.input.js';
import { toRestDelivery, toRestEndpoint, WebhookDeliveriesAnswer, WebhookDeliveryAnswer, WebhookEndpointsAnswer, WebhookSecretAnswer } from './webhook.view.js';
import { WebhooksService } from './webhooks.service.js';

const STATUSES = ['pending', 'delivered', 'failed'];
const ADMIN_ERRORS = { FORBIDDEN: 'anyone but an admin', NOT_FOUND: 'no endpoint (or delivery of it) has that id' };

/** The staff's webhook endpoints (admins only): register, list, rotate the secret, turn off and on, deliveries and re-send. */
@ApiTags('Webhooks (admin)')
@ApiBearerAuth('bearer')
@AdminOnly()
@Controller('api/admin/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @ApiOperation({
    operationId: 'createWebhookEndpoint',
    summary: 'Admins only: register an endpoint for events; the answer holds its signing secret, shown this once',
    description:
      'Each event is POSTed as JSON `{ id, type, timestamp, orderNumber, data }` (data: the order as `GET /api/v1/orders/{orderNumber}` reads it, or `{ productId, size, available }` for stock.low), signed as Standard Webhooks describe: headers `webhook-id` (the event id, the same on every try), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`, keyed with the base64 part of the secret; two space-separated signatures for 24 hours after a rotation). A 2xx answer delivers it; anything else is tried again with exponential backoff for 24 hours, then marked failed.',
  })
  @ApiCreatedResponse({ type: WebhookSecretAnswer })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'], {
    BAD_USER_INPUT: 'a URL that is not http(s), holds a user or password, does not resolve, or resolves to a private, loopback or link-local address; no events, or an unknown one',
    FORBIDDEN: ADMIN_ERRORS.FORBIDDEN,
  })
  @Post()
  @HttpCode(201)
  async create(@Ctx() ctx: RequestContext, @Body() body: CreateWebhookBody): Promise<WebhookSecretAnswer> {
    const made = await this.webhooks.create(ctx, body);
    return { endpoint: toRestEndpoint(made.endpoint), secret: made.secret };
  }

  @ApiOperation({ operationId: 'listWebhookEndpoints', summary: 'Admins only: the webhook endpoints (their secrets are never shown again)' })
  @ApiOkResponse({ type: WebhookEndpointsAnswer })
  @ApiErrors(['UNAUTHENTICATED', 'FORBIDDEN'], { FORBIDDEN: ADMIN_ERRORS.FORBIDDEN })
  @Get()
  async list(): Promise<WebhookEndpointsAnswer> {
    return { endpoints: (await this.webhooks.list()).map(toRestEndpoint) };
  }

  @ApiOperation({ operationId: 'rotateWebhookSecret', summary: 'Admins only: a new signing secret, shown this once; the old one still signs for 24 hours (a second signature)' })
  @ApiParam({ name: 'id', description: "The endpoint's id" })
  @ApiCreatedResponse({ type: WebhookSecretAnswer })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'], { BAD_USER_INPUT: 'the path holds a NUL character', ...ADMIN_ERRORS })
  @Post(':id/rotate-secret')
  @HttpCode(201)
  async rotate(@Param('id') id: string): Promise<WebhookSecretAnswer> {
    const made = await this.webhooks.rotate(id);
    return { endpoint: toRestEndpoint(made.endpoint), secret: made.secret };
  }

  @ApiOperation({ operationId: 'disableWebhookEndpoint', summary: 'Admins only: stop sending new events to an endpoint' })
  @ApiParam({ name: 'id', description: "The endpoint's id" })
  @ApiOkResponse({ type: WebhookEndpointsAnswer })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'], { BAD_USER_INPUT: 'the path holds a NUL character', ...ADMIN_ERRORS })
  @Post(':id/disable')
  @HttpCode(200)
  async disable(@Param('id') id: string): Promise<WebhookEndpointsAnswer> {
    return { endpoints: [toRestEndpoint(await this.webhooks.setEnabled(id, false))] };
  }

  @ApiOperation({ operationId: 'enableWebhookEndpoint', summary: 'Admins only: send new events to an endpoint again' })
  @ApiParam({ name: 'id', description: "The endpoint's id" })
  @ApiOkResponse({ type: WebhookEndpointsAnswer })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'], { BAD_USER_INPUT: 'the path holds a NUL character', ...ADMIN_ERRORS })
  @Post(':id/enable')
  @HttpCode(200)
  async enable(@Param('id') id: string): Promise<WebhookEndpointsAnswer> {
    return { endpoints: [toRestEndpoint(await this.webhooks.setEnabled(id, true))] };
  }

  @ApiOperation({ operationId: 'listWebhookDeliveries', summary: "Admins only: an endpoint's latest 50 deliveries, newest first, with every try (status, time, the answer's first bytes)" })
  @ApiParam({ name: 'id', description: "The endpoint's id" })
  @ApiQuery({ name: 'status', required: false, enum: STATUSES, description: 'Only deliveries with this status' })
  @ApiOkResponse({ type: WebhookDeliveriesAnswer })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'], { BAD_USER_INPUT: 'an unknown status; the path holds a NUL character', ...ADMIN_ERRORS })
  @Get(':id/deliveries')
  async deliveries(@Param('id') id: string, @Query('status') status?: string): Promise<WebhookDeliveriesAnswer> {
    if (status !== undefined && !STATUSES.includes(status)) throw badInput(`status is one of ${STATUSES.join(', ')}`, [{ field: 'status', message: `status is one of ${STATUSES.join(', ')}` }]);
    return { deliveries: (await this.webhooks.deliveries(id, status ?? null)).map(toRestDelivery) };
  }

  @ApiOperation({ operationId: 'resendWebhookDelivery', summary: 'Admins only: send a delivery again now (the same webhook-id), whatever came of it, with a new retry window' })
  @ApiParam({ name: 'id', description: "The endpoint's id" })
  @ApiParam({ name: 'deliveryId', description: "The delivery's id" })
  @ApiOkResponse({ type: WebhookDeliveryAnswer })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'], { BAD_USER_INPUT: 'the path holds a NUL character', ...ADMIN_ERRORS })
  @Post(':id/deliveries/:deliveryId/resend')
  @HttpCode(200)
  async resend(@Param('id') id: string, @Param('deliveryId') deliveryId: string): Promise<WebhookDeliveryAnswer> {
    return { delivery: toRestDelivery(await this.webhooks.resend(id, deliveryId)) };
  }
}

