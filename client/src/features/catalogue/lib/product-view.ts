import { PRODUCT_ID_PREFIX } from '../../../config/constants';
import { originalPrice } from '../../../lib/money';
import type { ProductFieldsFragment as Product } from '../../../gql/graphql';

export const displayId = (id: string): string => `${PRODUCT_ID_PREFIX}${id}`;

/** The struck-through price, only for sale items that carry a discount. */
export const wasPrice = (p: Pick<Product, 'isSale' | 'discount' | 'price'>): number | null =>
  p.isSale ? originalPrice(p.price, p.discount) : null;
