import { Field } from '../common/api-schema.js';
import { EVENT_TYPES } from '../events/event-types.js';
import type { DeliveryView } from '../events/events.service.js';
import type { WebhookEndpointEntity } from './webhook-endpoint.entity.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export class RestWebhookEndpoint {
  @Field({ format: 'uuid' }) id: string;
  @Field({ format: 'uri' }) url: string;
  @Field({ type: 'string', nullable: true }) description: string | null;
  @Field({ type: 'array', items: { type: 'string', enum: [...EVENT_TYPES] }, description: 'The events sent to it' } as never) events: string[];
  @Field({ description: 'Off, it gets no new events' }) enabled: boolean;
  @Field({ type: 'string', format: 'date-time', nullable: true, description: 'Until when the secret before the last rotation still signs (a second signature); null when none does' })
  previousSecretUntil: string | null;
  @Field() createdBy: string;
  @Field({ format: 'date-time' }) createdAt: string;
}

export class WebhookSecretAnswer {
  @Field({ type: RestWebhookEndpoint }) endpoint: RestWebhookEndpoint;
  @Field({ pattern: '^whsec_[A-Za-z0-9+/=]+$', description: 'The signing secret (Standard Webhooks: `whsec_` and the key, base64). Shown this once: keep it now.' }) secret: string;
}

export class WebhookEndpointsAnswer {
  @Field({ type: [RestWebhookEndpoint], description: 'Newest first' }) endpoints: RestWebhookEndpoint[];
}

export class RestDeliveryTry {
  @Field({ format: 'date-time' }) at: string;
  @Field({ description: 'Whether it answered 2xx' }) ok: boolean;
  @Field({ type: 'integer', nullable: true, description: 'The HTTP status it answered; null when none came (a timeout, a refused connection or address)' }) status: number | null;
  @Field({ description: "The answer's first 500 characters, or the error" }) answer: string;
  @Field({ type: 'integer' }) durationMs: number;
}

export class RestWebhookDelivery {
  @Field({ format: 'uuid' }) id: string;
  @Field({ format: 'uuid', description: "The event's id: the webhook-id header of every try" }) eventId: string;
  @Field({ enum: [...EVENT_TYPES] }) eventType: string;
  @Field({ type: 'string', nullable: true }) orderNumber: string | null;
  @Field({ enum: ['pending', 'delivered', 'failed'], description: 'pending (tried again with backoff), delivered (answered 2xx), or failed (no 2xx within the retry window, 24 hours by default)' }) status: string;
  @Field({ type: 'integer', description: 'Tries made' }) attempts: number;
  @Field({ type: 'string', format: 'date-time', nullable: true, description: 'When it is tried next; null once delivered or failed' }) nextAttemptAt: string | null;
  @Field({ format: 'date-time' }) createdAt: string;
  @Field({ type: [RestDeliveryTry], description: 'Every try, newest first' }) tries: RestDeliveryTry[];
}

export class WebhookDeliveriesAnswer {
  @Field({ type: [RestWebhookDelivery], description: 'Newest first (the latest 50)' }) deliveries: RestWebhookDelivery[];
}

export class WebhookDeliveryAnswer {
  @Field({ type: RestWebhookDelivery }) delivery: RestWebhookDelivery;
}

export const toRestEndpoint = (e: WebhookEndpointEntity): RestWebhookEndpoint => ({
  id: e.id,
  url: e.url,
  description: e.description,
  events: e.eventTypes.split(','),
  enabled: e.enabled,
  previousSecretUntil: e.previousSecretUntil && e.previousSecretUntil > new Date() ? e.previousSecretUntil.toISOString() : null,
  createdBy: e.createdBy,
  createdAt: e.createdAt.toISOString(),
});

export const toRestDelivery = ({ delivery: d, event, attempts }: DeliveryView): RestWebhookDelivery => ({
  id: d.id,
  eventId: d.eventId,
  eventType: event.type,
  orderNumber: event.orderNumber,
  status: d.status,
  attempts: d.attempts,
  nextAttemptAt: d.status === 'pending' ? iso(d.nextAttemptAt) : null,
  createdAt: d.createdAt.toISOString(),
  tries: attempts.map((a) => ({ at: a.at.toISOString(), ok: a.ok, status: a.status, answer: a.answer, durationMs: a.durationMs })),
});
