import { Allow } from 'class-validator';
import { IsText, MaxChars, WholeNumber } from '../../common/validation.js';
import { NestedObject } from '../../common/validation.pipe.js';

export const ADMIN_SEARCH_MAX = 100;

/** adminOrders' filter (statuses are GraphQL enums, dates parsed by the DateTime scalar). */
export class AdminOrderFilterInput {
  @IsText() @MaxChars(ADMIN_SEARCH_MAX, 1, `search must be at most ${ADMIN_SEARCH_MAX} characters`) search?: string | null;
  @Allow() status?: string | null;
  @Allow() paymentStatus?: string | null;
  @Allow() from?: Date | null;
  @Allow() to?: Date | null;
}

/** adminOrders' arguments. */
export class AdminOrdersArgs {
  @NestedObject(AdminOrderFilterInput) filter?: AdminOrderFilterInput | null;
  @WholeNumber(1, 100_000, 2, 'page must be a whole number from 1') page?: number | null;
  @WholeNumber(1, 100, 3, 'pageSize must be a whole number from 1 to 100') pageSize?: number | null;
}
