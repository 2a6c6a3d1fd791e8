import type { RequestContext } from '../common/actor.js';
import { DatabaseService } from '../database/database.service.js';
import type { PlaceOrderCommand } from '../orders/dto/create-order.input.js';
import { callerContext, type ServiceContext } from '../testing/service-context.js';
import { UsersService } from '../users/users.service.js';
import { PaymentAttemptEntity } from './payment-attempt.entity.js';
import { PaymentLedger } from './payment-ledger.js';
import type { SandboxProvider } from './sandbox/sandbox.provider.js';
import { SANDBOX } from './sandbox/sandbox.token.js';

/** What the payments specs share: a shopper who can check out, and an order of a product 'tee'. */

const ADDRESS = { addressLine1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001', country: 'India' };

/** A new shopper with a phone and an address in their profile: their request context. */
export async function shopperContext(ctx: ServiceContext): Promise<RequestContext> {
  const users = ctx.get(UsersService);
  const email = `s${Math.random().toString(36).slice(2)}@example.in`;
  const user = await ctx.get(DatabaseService).transaction((m) => users.create(m, { website: 'squ-fashion-web', email, passwordHash: 'x', firstName: 'Asha', lastName: 'Verma', role: 'customer' }));
  const caller = callerContext({ userId: user.id, role: 'customer' });
  await users.updateProfile(caller, { phone: '+91 98765 43210', address: ADDRESS });
  return caller;
}

/** An order of `quantity` tees in `size`, paid with `paymentMethod`, delivered to the profile's address. */
export const teeOrder = (paymentMethod: PlaceOrderCommand['paymentMethod'], size = 'M', quantity = 1): PlaceOrderCommand => ({
  lines: [{ productId: 'tee', size, quantity }],
  paymentMethod,
  contact: null,
  shippingAddress: null,
  expected: null,
});

/** The order's (first) attempt paid at the sandbox and settled as its webhook would: the ledger's outcome. */
export async function payAndSettle(ctx: ServiceContext, orderId: string): Promise<string> {
  const attempt = await ctx.get(DatabaseService).manager.getRepository(PaymentAttemptEntity).findOneByOrFail({ orderId });
  const sandbox = ctx.app.get<SandboxProvider>(SANDBOX);
  await sandbox.pay(attempt.providerOrderId, 'success', 'upi', 'none');
  const [payment] = await sandbox.fetchOrderPayments(attempt.providerOrderId);
  return ctx.get(PaymentLedger).settle(attempt.providerOrderId, payment, 'webhook');
}
