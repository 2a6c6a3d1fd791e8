import { ListOf } from '../../common/list-of.js';
import { Documented, together } from '../../common/api-schema.js';
import { IsText, MaxChars, NotBlank } from '../../common/validation.js';
import { RefuseUnknownFields } from '../../common/validation.pipe.js';
import { API_SCOPES } from '../api-scopes.js';

export const KEY_NAME_MAX = 100;

/** POST /api/admin/api-keys, and GraphQL's createApiKey input. */
@RefuseUnknownFields()
export class CreateApiKeyBody {
  @IsText()
  @NotBlank(1, 'Give the key a name (who or what uses it)')
  @MaxChars(KEY_NAME_MAX, 1, `The name is at most ${KEY_NAME_MAX} characters`)
  @(together(Documented({ description: 'Who or what uses the key, for the staff' })))
  name: string;

  @ListOf(API_SCOPES, 2, `Choose one or more scopes, each once, of ${API_SCOPES.join(', ')}`, 'What the key may do')
  scopes: string[];
}
