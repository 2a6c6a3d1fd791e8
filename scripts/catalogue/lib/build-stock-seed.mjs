// The stock a shop starts with: a figure per product and size, varied so that every screen
// has something to show (sold-out sizes, 'Only N left', products out of stock), most plenty.
import { createRng } from './prng.mjs';

export const STOCK_SEED = 'squ-stock-v1';
/** The size a product without sizes is stocked in (server: catalogue.ts ONE_SIZE). */
const ONE_SIZE = 'One Size';

/** { [productId]: { [size]: units } }, in the catalogue's order of products and sizes. */
export function buildStockSeed(products, seed = STOCK_SEED) {
  const rng = createRng(seed);
  const out = {};
  for (const p of products) {
    const sizes = p.sizes.length ? p.sizes : [ONE_SIZE];
    // One product in 30 is out of stock in every size.
    const soldOut = rng.chance(1 / 30);
    out[p.id] = Object.fromEntries(
      sizes.map((size) => {
        const roll = rng.next();
        const units = soldOut ? 0 : roll < 0.08 ? 0 : roll < 0.2 ? rng.int(1, 4) : rng.int(100, 300);
        return [size, units];
      }),
    );
  }
  return out;
}
