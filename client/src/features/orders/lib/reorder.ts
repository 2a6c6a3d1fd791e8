import { ONE_SIZE } from '../../../config/constants';
import type { OrderFieldsFragment, ProductFieldsFragment } from '../../../gql/graphql';

export interface ReorderLine {
  product: ProductFieldsFragment;
  size: string;
  quantity: number;
}

/**
 * An order's items as cart lines with their whole catalogue product. Items whose product is
 * gone from the catalogue, or no longer comes in that size, are named in `missing`.
 */
export function reorderLines(
  items: OrderFieldsFragment['items'],
  findProduct: (id: string) => ProductFieldsFragment | undefined,
): { lines: ReorderLine[]; missing: string[] } {
  const lines: ReorderLine[] = [];
  const missing: string[] = [];
  for (const item of items) {
    const product = findProduct(item.productId);
    const sizes = product && (product.sizes.length ? product.sizes : [ONE_SIZE]);
    if (!product || !sizes!.includes(item.size)) missing.push(item.productName);
    else lines.push({ product, size: item.size, quantity: item.quantity });
  }
  return { lines, missing };
}
