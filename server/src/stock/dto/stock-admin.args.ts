import { Allow, ValidateBy } from 'class-validator';
import { IsText, MaxChars, NotBlank, OneOf, rule, WholeNumber } from '../../common/validation.js';
import { NestedObject } from '../../common/validation.pipe.js';
import { MAX_STOCK } from '../stock-messages.js';
import type { StockReason } from '../stock-movement.entity.js';

const NOTE_MESSAGE = 'Note must be at most 200 characters';
const DELTA_MESSAGE = `Delta must be a whole number from -${MAX_STOCK} to ${MAX_STOCK}, not 0`;

/** Which levels stockLevels lists. */
export class StockFilterInput {
  @IsText() @MaxChars(100, 1, 'Search must be at most 100 characters') search?: string | null;
  @Allow() lowOnly?: boolean | null;
  @IsText() productId?: string | null;
}

export class StockLevelsArgs {
  @NestedObject(StockFilterInput) filter?: StockFilterInput | null;
  @WholeNumber(1, 1_000_000, 2, 'Page must be a whole number from 1') page?: number | null;
  @WholeNumber(1, 100, 3, 'Page size must be from 1 to 100') pageSize?: number | null;
}

export class StockMovementsArgs {
  @IsText() @NotBlank(1, 'productId must not be empty') productId: string;
  @IsText() size?: string | null;
  @WholeNumber(1, 200, 2, 'Limit must be from 1 to 200') limit?: number | null;
}

/** setStock's input: a figure after a stock take. */
export class SetStockInput {
  @IsText() @NotBlank(1, 'productId must not be empty') productId: string;
  @IsText() @NotBlank(2, 'size must not be empty') size: string;
  @WholeNumber(0, MAX_STOCK, 3, `Quantity must be a whole number from 0 to ${MAX_STOCK}`, { optional: false }) quantity: number;
  @IsText() @MaxChars(200, 4, NOTE_MESSAGE) note?: string | null;
}

/** A change with its reason: adjustStock's, and an integrator's (POST /api/v1/stock/{productId}/{size}/adjustments). */
export class StockAdjustmentFields {
  @WholeNumber(-MAX_STOCK, MAX_STOCK, 3, DELTA_MESSAGE, { optional: false })
  @ValidateBy({ name: 'notZero', validator: { validate: (v: unknown) => v !== 0 } }, rule(3, DELTA_MESSAGE))
  delta: number;
  @OneOf(['ADJUSTMENT', 'RETURN'], 4, 'Reason must be ADJUSTMENT or RETURN: orders, cancellations and the seed make the others') reason: string;
  @IsText() @MaxChars(200, 5, NOTE_MESSAGE) note?: string | null;

  /** The service's reason (lower-case); a missing one is the service's to refuse. */
  reasonOf(): StockReason {
    return (this.reason ?? '').toLowerCase() as StockReason;
  }
}

/** adjustStock's input: a size, and a change with its reason. */
export class AdjustStockInput extends StockAdjustmentFields {
  @IsText() @NotBlank(1, 'productId must not be empty') productId: string;
  @IsText() @NotBlank(2, 'size must not be empty') size: string;
}
