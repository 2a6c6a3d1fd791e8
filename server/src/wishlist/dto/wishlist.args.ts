import { ValidateBy } from 'class-validator';
import { Documented, together } from '../../common/api-schema.js';
import { IsText, MaxChars, NotBlank, rule } from '../../common/validation.js';
import { RefuseUnknownFields } from '../../common/validation.pipe.js';
import { MAX_WISHLIST_ITEMS } from '../wishlist.service.js';

const PRODUCT_ID_MESSAGE = 'productId must be a product id of at most 64 characters';
const NO_CONTROL = /[\u0000-\u001f\u007f]/;
export const PRODUCT_IDS_MESSAGE = `Give at most ${MAX_WISHLIST_ITEMS} product ids, none empty`;

/** A product id: text, not blank, at most 64 characters (the catalogue's ids are short). */
const ProductId = (rank: number) => together(IsText({ rank }), NotBlank(rank, PRODUCT_ID_MESSAGE), MaxChars(64, rank, PRODUCT_ID_MESSAGE));

/** addToWishlist(productId) and removeFromWishlist(productId); REST POST /api/wishlist's body. */
@RefuseUnknownFields()
export class WishlistProductArgs {
  @ProductId(1) productId: string;
}

const idsOk = (ids: unknown): boolean =>
  Array.isArray(ids) && ids.length <= MAX_WISHLIST_ITEMS && ids.every((id) => typeof id === 'string' && id.trim() !== '' && id.length <= 64 && !NO_CONTROL.test(id));

/** mergeWishlist(productIds); REST POST /api/wishlist/merge's body: the browser's list, oldest first. */
@RefuseUnknownFields()
export class MergeWishlistArgs {
  @ValidateBy({ name: 'productIds', validator: { validate: idsOk } }, rule(1, PRODUCT_IDS_MESSAGE))
  @Documented({ required: true, nullable: false, isArray: true, maxItems: MAX_WISHLIST_ITEMS, description: "The browser's wishlist, oldest first: products the catalogue has are added, others passed over." })
  productIds: string[];
}

/** requestStockAlert / cancelStockAlert (GraphQL) and POST/DELETE /api/stock-alerts. */
@RefuseUnknownFields()
export class StockAlertArgs {
  @ProductId(1) productId: string;
  @IsText({ rank: 2 }) @NotBlank(2, 'size must not be empty') @MaxChars(32, 2, 'size must be at most 32 characters') size: string;
}
