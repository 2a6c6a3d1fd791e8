import { Allow, ValidateBy } from 'class-validator';
import { IsText, MaxChars, rule } from '../../common/validation.js';
import { NestedList } from '../../common/validation.pipe.js';

/** A cart line to price; an unknown product or size is a problem of the line, not an error. */
export class CartLineInput {
  @IsText() productId: string;
  @IsText() size: string;
  /** A whole number by GraphQL's type; a bad quantity is a problem of the line. */
  @Allow() quantity: number;
}

/** quoteCart's arguments. */
export class QuoteCartArgs {
  @NestedList(CartLineInput)
  @ValidateBy({ name: 'isList', validator: { validate: (v: unknown) => Array.isArray(v) } }, rule(1, 'lines must be a list'))
  lines: CartLineInput[];

  @IsText() paymentMethod?: string | null;

  /** Where the cart would go: its delivery promise joins the quote, and COD follows the pincode too. */
  @IsText() pincode?: string | null;

  /** An offer's code: the quote says its discount, or why it does not apply (couponMessage). */
  @IsText()
  @MaxChars(32, 1, 'A code has at most 32 characters')
  couponCode?: string | null;
}
