import { ValidateBy } from 'class-validator';
import { Documented, together } from '../../common/api-schema.js';
import { IsText, rule } from '../../common/validation.js';

export const MAX_PRODUCT_IDS = 100;
export const PRODUCT_IDS_MESSAGE = `Give 1 to ${MAX_PRODUCT_IDS} product ids`;
const NO_CONTROL = /[\u0000-\u001f\u007f]/;

const idsOk = (ids: unknown): boolean =>
  Array.isArray(ids) && ids.length >= 1 && ids.length <= MAX_PRODUCT_IDS && ids.every((id) => typeof id === 'string' && id !== '' && !NO_CONTROL.test(id));

/** GraphQL's stock(productIds). */
export class StockArgs {
  @ValidateBy({ name: 'productIds', validator: { validate: idsOk } }, rule(1, PRODUCT_IDS_MESSAGE))
  productIds: string[];
}

/** 1 to MAX_PRODUCT_IDS ids, comma-separated (spaces around them allowed). */
const CommaSeparatedIds = (): PropertyDecorator =>
  together(
    ValidateBy({ name: 'productIds', validator: { validate: (v: unknown) => typeof v === 'string' && idsOk(idsOf(v)) } }, rule(1, PRODUCT_IDS_MESSAGE)),
    Documented({ required: true, nullable: false, pattern: /^\s*[^,\s]+\s*(,\s*[^,\s]+\s*){0,99}$/, description: `The products' ids, comma-separated, 1 to ${MAX_PRODUCT_IDS} of them, e.g. 101,102.` }),
  );

/** REST's GET /api/stock?productIds=101,102: the ids comma-separated. */
export class StockQuery {
  @IsText()
  @CommaSeparatedIds()
  productIds: string;

  ids(): string[] {
    return idsOf(this.productIds);
  }
}

export const idsOf = (v: string): string[] => v.split(',').map((s) => s.trim());
