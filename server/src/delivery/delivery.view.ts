import { Field } from '../common/api-schema.js';
import type { DeliveryPromise } from './delivery.service.js';

class DeliveryPlaceAnswer {
  @Field({ description: "The pincode's first post office, e.g. Koramangala" }) office: string;
  @Field({ description: 'Its district, as India Post names it' }) district: string;
  @Field({ description: 'Its state or union territory (two, joined by " / ", for a pincode that spans two)' }) state: string;
}

class DeliveryTierAnswer {
  @Field({ enum: ['METRO', 'TIER2', 'OTHER'], description: 'Metro city (2-3 days), large city or state capital (3-4), elsewhere (4-7)' }) name: 'METRO' | 'TIER2' | 'OTHER';
  @Field({ description: "The tier's name for shoppers" }) label: string;
}

/** REST's and GraphQL's answer for a pincode: the same fields. */
export class DeliveryPromiseAnswer {
  @Field({ description: 'The pincode asked about' }) pincode: string;
  @Field({ description: 'Whether the pincode is in the directory of India Post' }) known: boolean;
  @Field({ description: 'Whether the shop delivers there' }) serviceable: boolean;
  @Field({ description: 'Whether Cash on Delivery may be chosen for it' }) codAvailable: boolean;
  @Field({ type: DeliveryPlaceAnswer, nullable: true, description: 'Where the pincode is; null when unknown' }) place: DeliveryPlaceAnswer | null;
  @Field({ type: DeliveryTierAnswer, nullable: true, description: 'Its delivery tier; null when unknown or not served' }) tier: DeliveryTierAnswer | null;
  @Field({ type: 'string', format: 'date', nullable: true, description: "The day an order placed now would be dispatched (India's date)" }) dispatchOn: string | null;
  @Field({ type: 'string', format: 'date', nullable: true, description: 'The first day it may arrive' }) earliest: string | null;
  @Field({ type: 'string', format: 'date', nullable: true, description: 'The last day it is promised by (what the shop shows)' }) latest: string | null;
  @Field({ description: "'Delivery by Sat, 29 Nov', or why there is no promise" }) message: string;
  @Field({ description: "'Cash on Delivery available', or why not" }) codMessage: string;
}

export const toDeliveryPromiseAnswer = (p: DeliveryPromise): DeliveryPromiseAnswer => ({
  ...p,
  tier: p.tier && { name: p.tier.name.toUpperCase() as DeliveryTierAnswer['name'], label: p.tier.label },
});
