import { Field } from '../common/api-schema.js';

export class SubscriptionAnswer {
  @Field({ description: 'The address, trimmed and lower-cased' }) email: string;
  @Field({ type: 'boolean', description: 'True when the address was on the list already (status 200)' }) alreadySubscribed: boolean;
  @Field({ description: 'A message to show' }) message: string;
}

export class ContactAnswer {
  @Field({ format: 'uuid' }) id: string;
  @Field({ format: 'date-time' }) receivedAt: string;
  @Field({ description: 'A message to show' }) message: string;
}
