import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-schema.js';
import { AdminOnly, Ctx, type RequestContext } from '../common/actor.js';
import { ApiKeyAnswer, ApiKeyCreatedAnswer, ApiKeysAnswer, toRestApiKey } from './api-key.view.js';
import { ApiKeysService } from './api-keys.service.js';
import { CreateApiKeyBody } from './dto/api-key.input.js';

/** The staff's API keys for integrators (admins only). */
@ApiTags('API keys (admin)')
@ApiBearerAuth('bearer')
@AdminOnly()
@Controller('api/admin/api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @ApiOperation({ operationId: 'createApiKey', summary: 'Admins only: a new API key with scopes; the answer holds the key, shown this once' })
  @ApiCreatedResponse({ type: ApiKeyCreatedAnswer })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'], { BAD_USER_INPUT: 'no name, or one over 100 characters; no scopes, or an unknown one', FORBIDDEN: 'anyone but an admin' })
  @Post()
  @HttpCode(201)
  async create(@Ctx() ctx: RequestContext, @Body() body: CreateApiKeyBody): Promise<ApiKeyCreatedAnswer> {
    const made = await this.keys.create(ctx, body);
    return { apiKey: toRestApiKey(made.apiKey), key: made.key };
  }

  @ApiOperation({ operationId: 'listApiKeys', summary: 'Admins only: the API keys, with their scopes and last use (never the keys themselves)' })
  @ApiOkResponse({ type: ApiKeysAnswer })
  @ApiErrors(['UNAUTHENTICATED', 'FORBIDDEN'], { FORBIDDEN: 'anyone but an admin' })
  @Get()
  async list(): Promise<ApiKeysAnswer> {
    return { apiKeys: (await this.keys.list()).map(toRestApiKey) };
  }

  @ApiOperation({ operationId: 'revokeApiKey', summary: 'Admins only: revoke an API key; it is refused (401) from now on' })
  @ApiParam({ name: 'id', description: "The key's id" })
  @ApiOkResponse({ type: ApiKeyAnswer })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'], { BAD_USER_INPUT: 'the path holds a NUL character', FORBIDDEN: 'anyone but an admin', NOT_FOUND: 'no key has that id' })
  @Post(':id/revoke')
  @HttpCode(200)
  async revoke(@Param('id') id: string): Promise<ApiKeyAnswer> {
    return { apiKey: toRestApiKey(await this.keys.revoke(id)) };
  }
}
