import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { badInput, notFound } from '../common/app-error.js';
import type { RequestContext } from '../common/actor.js';
import { timeOrderedId } from '../common/ids.js';
import { text } from '../common/validation.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import type { OutboxEvent } from '../events/event-types.js';
import { type DeliveryView, EventsService } from '../events/events.service.js';
import type { DeliveryResult, EventHead, OutboxConsumer } from '../events/outbox-consumer.js';
import { UsersService } from '../users/users.service.js';
import type { CreateWebhookBody } from './dto/webhook.input.js';
import { isPrivateAddress, resolveAll } from './safe-address.js';
import { newSecret } from './signing.js';
import { WebhookEndpointEntity } from './webhook-endpoint.entity.js';
import { postEvent } from './webhook-sender.js';

/** How long the secret before a rotation still signs. */
export const OLD_SECRET_SIGNS_MS = 24 * 3_600_000;

/** The outbox target of an endpoint's deliveries. */
export const targetOf = (endpointId: string) => `webhook:${endpointId}`;

const refuseUrl = (message: string) => badInput(message, [{ field: 'url', message }]);

/**
 * Integrators' webhook endpoints (issue 59): the staff register them (URL, events; a secret shown
 * once), rotate their secret, see and re-send their deliveries. As the outbox's `webhook`
 * consumer it names the endpoints an event goes to and sends it to one, signed.
 */
@Injectable()
export class WebhooksService implements OutboxConsumer {
  readonly name = 'webhook';

  constructor(
    private readonly db: DatabaseService,
    private readonly events: EventsService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Registers an endpoint; its answer is the only time the secret is shown. */
  async create(ctx: RequestContext, input: CreateWebhookBody): Promise<{ endpoint: WebhookEndpointEntity; secret: string }> {
    const who = await this.users.adminName(ctx);
    const url = await this.checkUrl(input.url);
    const now = new Date();
    const endpoint: WebhookEndpointEntity = {
      id: timeOrderedId(now.getTime()),
      url,
      description: text(input.description),
      eventTypes: input.events.join(','),
      secret: newSecret(),
      previousSecret: null,
      previousSecretUntil: null,
      enabled: true,
      createdBy: who,
      createdAt: now,
      updatedAt: now,
    };
    await this.db.transaction((m) => m.getRepository(WebhookEndpointEntity).insert(endpoint));
    return { endpoint, secret: endpoint.secret };
  }

  list(): Promise<WebhookEndpointEntity[]> {
    return this.db.manager.getRepository(WebhookEndpointEntity).find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async get(id: string): Promise<WebhookEndpointEntity> {
    const found = await this.db.manager.getRepository(WebhookEndpointEntity).findOneBy({ id });
    if (!found) throw notFound('No webhook endpoint has that id');
    return found;
  }

  /** A new secret, shown once; the one it replaces still signs (a second signature) for 24 hours. */
  async rotate(id: string, now = new Date()): Promise<{ endpoint: WebhookEndpointEntity; secret: string }> {
    const endpoint = await this.db.transaction(async (m) => {
      const repo = m.getRepository(WebhookEndpointEntity);
      const found = await repo.findOneBy({ id });
      if (!found) throw notFound('No webhook endpoint has that id');
      const rotated = { ...found, secret: newSecret(), previousSecret: found.secret, previousSecretUntil: new Date(now.getTime() + OLD_SECRET_SIGNS_MS), updatedAt: now };
      await repo.update({ id }, { secret: rotated.secret, previousSecret: rotated.previousSecret, previousSecretUntil: rotated.previousSecretUntil, updatedAt: now });
      return rotated;
    });
    return { endpoint, secret: endpoint.secret };
  }

  /** Turns an endpoint on or off: off, it gets no new events (deliveries decided before go on). */
  async setEnabled(id: string, enabled: boolean): Promise<WebhookEndpointEntity> {
    const moved = await this.db.transaction((m) => m.getRepository(WebhookEndpointEntity).update({ id }, { enabled, updatedAt: new Date() }));
    if (!moved.affected) throw notFound('No webhook endpoint has that id');
    return this.get(id);
  }

  /** An endpoint's deliveries, newest first, with every try. */
  async deliveries(id: string, status: string | null, take = 50): Promise<DeliveryView[]> {
    await this.get(id);
    return this.events.deliveriesOf(targetOf(id), take, status);
  }

  /** Sends a delivery of an endpoint again, now (same webhook-id), whatever came of it before. */
  async resend(id: string, deliveryId: string): Promise<DeliveryView> {
    const found = await this.events.delivery(deliveryId);
    if (!found || found.delivery.target !== targetOf(id)) throw notFound('That endpoint has no such delivery');
    return this.events.resend(deliveryId);
  }

  /**
   * A URL an endpoint may have: http or https, no user or password, and a host that resolves,
   * to no private, loopback or link-local address (unless WEBHOOKS_ALLOW_PRIVATE). Sending
   * checks the address connected to again.
   */
  async checkUrl(raw: string): Promise<string> {
    const given = raw.trim();
    let url: URL;
    try {
      url = new URL(given);
    } catch {
      throw refuseUrl('The URL must be a full http:// or https:// address');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuseUrl('The URL must start with http:// or https://');
    if (url.username || url.password) throw refuseUrl('The URL must not hold a user name or password');
    if (this.config.outbox.allowPrivate) return url.toString();
    let addresses: string[];
    try {
      addresses = await resolveAll(url.hostname);
    } catch {
      throw refuseUrl(`${url.hostname} could not be resolved`);
    }
    const blocked = addresses.find(isPrivateAddress);
    if (blocked) throw refuseUrl(`${url.hostname} resolves to ${blocked}, a private, loopback or link-local address: webhooks go to public addresses only`);
    return url.toString();
  }

  // ------------------------------------------------------------------ the outbox's consumer

  async targetsFor(m: EntityManager, events: EventHead[]): Promise<string[][]> {
    const endpoints = (await m.getRepository(WebhookEndpointEntity).find({ where: { enabled: true }, select: { id: true, eventTypes: true }, order: { createdAt: 'ASC', id: 'ASC' } })).map((e) => ({
      id: e.id,
      types: new Set(e.eventTypes.split(',')),
    }));
    return events.map((event) => endpoints.filter((e) => e.types.has(event.type)).map((e) => e.id));
  }

  async deliver(endpointId: string, event: OutboxEvent): Promise<DeliveryResult> {
    const endpoint = await this.db.manager.getRepository(WebhookEndpointEntity).findOneBy({ id: endpointId });
    if (!endpoint) return { ok: false, status: null, answer: 'the endpoint was removed' };
    const secrets = [endpoint.secret];
    if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > new Date()) secrets.push(endpoint.previousSecret);
    return postEvent(endpoint.url, secrets, event, { timeoutMs: this.config.outbox.timeoutMs, allowPrivate: this.config.outbox.allowPrivate });
  }
}
