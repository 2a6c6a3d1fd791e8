import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AdminOnly, Ctx, type RequestContext } from '../common/actor.js';
import { CreateWebhookBody } from './dto/webhook.input.js';
import { toRestDelivery, toRestEndpoint } from './webhook.view.js';
import { WebhooksService } from './webhooks.service.js';

/** GraphQL's side of the staff's webhooks: what REST's /api/admin/webhooks does (enums upper-case). */
const toDelivery = (d: Parameters<typeof toRestDelivery>[0]) => {
  const v = toRestDelivery(d);
  return { ...v, status: v.status.toUpperCase() };
};

@Resolver()
export class WebhooksResolver {
  constructor(private readonly webhooks: WebhooksService) {}

  @AdminOnly()
  @Query('webhookEndpoints')
  async webhookEndpoints() {
    return (await this.webhooks.list()).map(toRestEndpoint);
  }

  @AdminOnly()
  @Query('webhookDeliveries')
  async webhookDeliveries(@Args('endpointId') endpointId: string, @Args('status') status?: string | null) {
    return (await this.webhooks.deliveries(endpointId, status ? status.toLowerCase() : null)).map(toDelivery);
  }

  @AdminOnly()
  @Mutation('createWebhookEndpoint')
  async createWebhookEndpoint(@Ctx() ctx: RequestContext, @Args('input') input: CreateWebhookBody) {
    const made = await this.webhooks.create(ctx, input);
    return { endpoint: toRestEndpoint(made.endpoint), secret: made.secret };
  }

  @AdminOnly()
  @Mutation('rotateWebhookSecret')
  async rotateWebhookSecret(@Args('id') id: string) {
    const made = await this.webhooks.rotate(id);
    return { endpoint: toRestEndpoint(made.endpoint), secret: made.secret };
  }

  @AdminOnly()
  @Mutation('setWebhookEndpointEnabled')
  async setWebhookEndpointEnabled(@Args('id') id: string, @Args('enabled') enabled: boolean) {
    return toRestEndpoint(await this.webhooks.setEnabled(id, enabled));
  }

  @AdminOnly()
  @Mutation('resendWebhookDelivery')
  async resendWebhookDelivery(@Args('endpointId') endpointId: string, @Args('deliveryId') deliveryId: string) {
    return toDelivery(await this.webhooks.resend(endpointId, deliveryId));
  }
}
