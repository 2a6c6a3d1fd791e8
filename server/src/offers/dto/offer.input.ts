import { Allow, ValidateBy } from 'class-validator';
import { badInput } from '../../common/app-error.js';
import { IsText, MaxChars, rule, WholeNumber } from '../../common/validation.js';
import { toPaise } from '../../pricing/money.js';
import { CODE_PATTERN, normaliseCode } from '../offer-rules.js';
import type { OfferFields } from '../offers.service.js';

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export const dayName = (isoDay: number): string => DAYS[isoDay - 1];

const CODE_MESSAGE = 'A code is 3 to 32 letters, digits, - or _';
const MAX_FIXED_PAISE = 1_00_000_00;

/** An offer as the admin console sets it (createOffer, updateOffer): the rules each field must keep. */
export class OfferInput {
  @IsText({ rank: 1 })
  @ValidateBy({ name: 'offerCode', validator: { validate: (v: unknown) => typeof v === 'string' && CODE_PATTERN.test(normaliseCode(v)) } }, rule(1, CODE_MESSAGE))
  code: string;

  @IsText({ rank: 2 })
  @ValidateBy({ name: 'offerTitle', validator: { validate: (v: unknown) => typeof v === 'string' && v.trim().length > 0 } }, rule(2, 'Please give the offer a title'))
  @MaxChars(100, 2, 'A title has at most 100 characters')
  title: string;

  /** A GraphQL enum: PERCENTAGE or FIXED. */
  @Allow() kind: string;

  /** Percent (a whole number from 1 to 100) or rupees (with at most 2 decimals), by kind: checked in toFields. */
  @Allow() value: number;

  @Allow() minSubtotal?: number | null;
  @Allow() firstOrderOnly?: boolean | null;
  /** GraphQL enums. */
  @Allow() daysOfWeek?: string[] | null;
  @Allow() validFrom?: Date | null;
  @Allow() validUntil?: Date | null;
  @Allow() active?: boolean | null;
  @WholeNumber(1, 1_000_000, 3, 'usageLimit must be a whole number from 1') usageLimit?: number | null;
  @WholeNumber(1, 1_000_000, 3, 'perCustomerLimit must be a whole number from 1') perCustomerLimit?: number | null;

  /** The fields the service stores, or BAD_USER_INPUT naming the field. */
  toFields(): OfferFields {
    const kind = this.kind === 'FIXED' ? 'fixed' : 'percentage';
    const wrong = (field: string, message: string) => badInput(message, [{ field, message }]);
    let value: number | null;
    if (kind === 'percentage') value = Number.isInteger(this.value) && this.value >= 1 && this.value <= 100 ? this.value : null;
    else value = toPaise(this.value);
    if (value === null || value <= 0 || (kind === 'fixed' && value > MAX_FIXED_PAISE)) {
      throw wrong('value', kind === 'percentage' ? 'A percentage is a whole number from 1 to 100' : 'A fixed discount is an amount in rupees from ₹0.01 to ₹1,00,000');
    }
    const min = this.minSubtotal === undefined || this.minSubtotal === null ? 0 : toPaise(this.minSubtotal);
    if (min === null || min < 0 || min > 100 * MAX_FIXED_PAISE) throw wrong('minSubtotal', 'The minimum subtotal is an amount in rupees, 0 or more');
    if (this.validFrom && this.validUntil && this.validUntil.getTime() < this.validFrom.getTime()) throw wrong('validUntil', 'An offer cannot end before it starts');
    return {
      code: this.code,
      title: this.title,
      kind,
      value,
      minSubtotalPaise: min,
      firstOrderOnly: this.firstOrderOnly ?? false,
      daysOfWeek: this.daysOfWeek?.length ? this.daysOfWeek.map((d) => DAYS.indexOf(d as (typeof DAYS)[number]) + 1) : null,
      validFrom: this.validFrom ?? null,
      validUntil: this.validUntil ?? null,
      active: this.active ?? true,
      usageLimit: this.usageLimit ?? null,
      perCustomerLimit: this.perCustomerLimit ?? null,
    };
  }
}
