import { ValidateBy } from 'class-validator';
import { IsText, rule } from '../../common/validation.js';

/** 'Invalid item: items[0].size must be text' on top; the field itself says 'size must be text'. */
const invalidItem = (path: string, message: string) => `Invalid item: ${path} ${message.replace(/^\w+ /, '')}`;
/** All rules of a line share one rank: lines are reported in their order, each line's fields in theirs. */
const LINE_RANK = 1;

const check = (name: string, validate: (v: unknown) => boolean, message: string) =>
  ValidateBy({ name, validator: { validate } }, rule(LINE_RANK, message, invalidItem));

const TextField = (): PropertyDecorator => {
  const shape = IsText({ rank: LINE_RANK, message: '$property must be text', summary: invalidItem });
  const given = check('nonEmptyText', (v) => typeof v !== 'string' ? v !== undefined && v !== null : v !== '', '$property must be text');
  return (target, key) => {
    shape(target, key);
    given(target, key);
  };
};

/** One line of an order as a client sends it: product, size, a whole quantity, and the unit price it showed. */
export class OrderLineInput {
  @TextField()
  productId: string;

  @TextField()
  size: string;

  @check('wholeNumber', (v) => typeof v === 'number' && Number.isInteger(v), '$property must be a whole number')
  quantity: number;

  /** Rupees; compared with the catalogue's price when sent. */
  @check('amount', (v) => v === undefined || v === null || (typeof v === 'number' && Number.isFinite(v)), '$property must be a number')
  price?: number | null;
}
