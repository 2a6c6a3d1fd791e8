import { EVENT_TYPES } from '../../events/event-types.js';
import { ListOf } from '../../common/list-of.js';
import { Documented, together } from '../../common/api-schema.js';
import { IsText, MaxChars, NotBlank } from '../../common/validation.js';
import { RefuseUnknownFields } from '../../common/validation.pipe.js';

export const URL_MAX = 2000;
export const DESCRIPTION_MAX = 200;

const Url = (rank: number) =>
  together(
    IsText(),
    NotBlank(rank, 'Give the URL events are sent to'),
    MaxChars(URL_MAX, rank, `The URL is at most ${URL_MAX} characters`),
    Documented({ format: 'uri', description: 'http:// or https://, without a user or password. Its host must not resolve to a private, loopback or link-local address (unless the shop runs with WEBHOOKS_ALLOW_PRIVATE=true).' }),
  );
const Events = (rank: number) => ListOf(EVENT_TYPES, rank, `Choose one or more events, each once, of ${EVENT_TYPES.join(', ')}`, 'The events sent to it');
const Description = (rank: number) =>
  together(IsText(), MaxChars(DESCRIPTION_MAX, rank, `The description is at most ${DESCRIPTION_MAX} characters`), Documented({ description: 'What the endpoint is for, for the staff' }));

/** POST /api/admin/webhooks, and GraphQL's createWebhookEndpoint input. */
@RefuseUnknownFields()
export class CreateWebhookBody {
  @Url(1) url: string;
  @Events(2) events: string[];
  @Description(3) description?: string | null;
}
