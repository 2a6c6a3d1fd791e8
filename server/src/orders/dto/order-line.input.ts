import { ValidateBy } from 'class-validator';
import { Documented, type SchemaPart, together } from '../../common/api-schema.js';
import { IsText, rule } from '../../common/validation.js';
import { MAX_QUANTITY, QUANTITY_MESSAGE } from '../../pricing/pricing.service.js';

/** 'Invalid item: items[0].size must be text' on top; the field itself says 'size must be text'. */
const invalidItem = (path: string, message: string) => `Invalid item: ${path} ${message.replace(/^\w+ /, '')}`;
/** All rules of a line share one rank: lines are reported in their order, each line's fields in theirs. */
const LINE_RANK = 1;

const check = (name: string, validate: (v: unknown) => boolean, message: string, part: SchemaPart = {}, summary = invalidItem): PropertyDecorator => {
  const validated = ValidateBy({ name, validator: { validate } }, rule(LINE_RANK, message, summary));
  const documented = Documented(part);
  return together(validated, documented);
};

const TextField = (): PropertyDecorator => {
  const shape = IsText({ rank: LINE_RANK, message: '$property must be text', summary: invalidItem });
  const sent = check('sent', (v) => v !== undefined && v !== null, '$property must be text', { required: true, nullable: false });
  const notEmpty = check('notEmpty', (v) => v !== '', '$property must not be empty', { minLength: 1 });
  return together(shape, sent, notEmpty);
};

/** One line of an order as a client sends it: product, size, a whole quantity, and the unit price it showed. */
export class OrderLineInput {
  @TextField()
  productId: string;

  @TextField()
  size: string;

  @check('wholeNumber', (v) => typeof v === 'number' && Number.isInteger(v), '$property must be a whole number', { type: 'integer', required: true })
  @check('quantityRange', (v) => !Number.isInteger(v) || ((v as number) >= 1 && (v as number) <= MAX_QUANTITY), QUANTITY_MESSAGE, { minimum: 1, maximum: MAX_QUANTITY }, (_, m) => m)
  quantity: number;

  /** Rupees; compared with the catalogue's price when sent. */
  @check('amount', (v) => v === undefined || v === null || (typeof v === 'number' && Number.isFinite(v)), '$property must be a number', {
    type: 'number',
    nullable: true,
    description: "Rupees: the unit price the client showed; refused (409) when it differs from the catalogue's.",
  })
  price?: number | null;
}
