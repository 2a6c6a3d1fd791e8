import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AdminOnly, Ctx, type RequestContext } from '../common/actor.js';
import { toRestApiKey } from './api-key.view.js';
import { ApiKeysService } from './api-keys.service.js';
import { CreateApiKeyBody } from './dto/api-key.input.js';

/** GraphQL's side of the staff's API keys: what REST's /api/admin/api-keys does. */
@Resolver()
export class ApiKeysResolver {
  constructor(private readonly keys: ApiKeysService) {}

  @AdminOnly()
  @Query('apiKeys')
  async apiKeys() {
    return (await this.keys.list()).map(toRestApiKey);
  }

  @AdminOnly()
  @Mutation('createApiKey')
  async createApiKey(@Ctx() ctx: RequestContext, @Args('input') input: CreateApiKeyBody) {
    const made = await this.keys.create(ctx, input);
    return { apiKey: toRestApiKey(made.apiKey), key: made.key };
  }

  @AdminOnly()
  @Mutation('revokeApiKey')
  async revokeApiKey(@Args('id') id: string) {
    return toRestApiKey(await this.keys.revoke(id));
  }
}
