/**
 * The home page's offer cards (client/src/content/offers.json) and the offers the server seeds
 * (its migration's OFFER_SEED) are the same offers: each card with a code has a seeded offer with
 * its discount, minimum and end, and every seeded offer has its card.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OFFER_SEED } from '../../server/src/database/migrations/1765100000000-offers';

const cards: { code?: string; type: string; discount: number; minOrderAmount?: number; validUntil: string }[] = JSON.parse(
  readFileSync(join(__dirname, '../../client/src/content/offers.json'), 'utf8'),
);

test('every coded card is a seeded offer with its discount, minimum and end, and every seeded offer has its card', () => {
  const coded = cards.filter((c) => c.code);
  expect(coded.map((c) => c.code).sort()).toEqual(OFFER_SEED.map((o) => o.code).sort());
  for (const card of coded) {
    const seed = OFFER_SEED.find((o) => o.code === card.code)!;
    expect([seed.kind, seed.value, seed.minSubtotalPaise, new Date(seed.validUntil).getTime()]).toEqual([card.type, card.discount, Math.round((card.minOrderAmount ?? 0) * 100), new Date(card.validUntil).getTime()]);
  }
});
