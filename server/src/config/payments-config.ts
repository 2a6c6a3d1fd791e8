import { createHmac } from 'node:crypto';
import type { BoolReader, Env, IntReader } from './env-readers.js';

/** How prepaid orders are paid (DECISIONS 12): Razorpay when its keys are set, else the embedded sandbox. */
export interface PaymentsConfig {
  razorpay: { keyId: string; keySecret: string; webhookSecret: string } | null;
  /** The embedded sandbox provider: on by default, off in production unless PAYMENT_SANDBOX=true. */
  sandbox: { keyId: string; keySecret: string; webhookSecret: string; lateWebhookMs: number; refundAnswerMs: number } | null;
  /** Attempts still pending this long are asked about at the provider (the reconciler). */
  reconcileAfterSeconds: number;
  /** How often the reconciler runs; 0 turns it off. */
  reconcileEverySeconds: number;
  /**
   * An online order not paid this long after it was placed is cancelled by the reconciler and its
   * units go back on sale (its `payBy`, stored at placement); 0, or the reconciler off: never.
   */
  unpaidCancelAfterSeconds: number;
  /** Webhook calls per client address per rate-limit window. */
  webhooksPerAddress: number;
  /** Payment attempts (provider orders) one order may have opened within the last hour. */
  attemptsPerOrderPerHour: number;
  /** Payment attempts one shopper may have opened within the last hour, over all their orders. */
  attemptsPerShopperPerHour: number;
}

/** PaymentsConfig from the Razorpay keys (all three or none), the sandbox's settings, the reconciler's and the attempt limits. */
export function paymentsConfig(env: Env, production: boolean, jwtSecret: string, problems: string[], int: IntReader, bool: BoolReader): PaymentsConfig {
  const keys = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;
  const given = keys.filter((k) => env[k]);
  if (given.length && given.length < keys.length) problems.push(`${keys.join(', ')} go together (missing ${keys.filter((k) => !env[k]).join(', ')})`);
  const razorpay =
    given.length === keys.length ? { keyId: env.RAZORPAY_KEY_ID!, keySecret: env.RAZORPAY_KEY_SECRET!, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET! } : null;
  if (razorpay && !/^rzp_(test|live)_\w+$/.test(razorpay.keyId)) problems.push('RAZORPAY_KEY_ID must look like rzp_test_... or rzp_live_...');
  // The sandbox signs with secrets drawn from the JWT secret: every instance of a shop derives the same ones.
  const derived = (purpose: string) => createHmac('sha256', jwtSecret || 'unset').update(`squ sandbox ${purpose}`).digest('base64url');
  const sandboxOn = !razorpay && bool('PAYMENT_SANDBOX', !production);
  return {
    razorpay,
    sandbox: sandboxOn
      ? {
          keyId: 'rzp_test_squsandbox',
          keySecret: derived('key secret'),
          webhookSecret: env.PAYMENT_SANDBOX_WEBHOOK_SECRET || derived('webhook secret'),
          lateWebhookMs: int('PAYMENT_SANDBOX_LATE_MS', 5000, 0, 3_600_000),
          refundAnswerMs: int('PAYMENT_SANDBOX_REFUND_MS', 0, 0, 3_600_000),
        }
      : null,
    reconcileAfterSeconds: int('PAYMENT_RECONCILE_AFTER_SECONDS', 900, 0, 86_400),
    reconcileEverySeconds: int('PAYMENT_RECONCILE_EVERY_SECONDS', 60, 0, 86_400),
    unpaidCancelAfterSeconds: int('PAYMENT_UNPAID_CANCEL_AFTER_SECONDS', 1800, 0, 7 * 86_400),
    webhooksPerAddress: int('RATE_LIMIT_WEBHOOKS_PER_ADDRESS', 2000, 1, 1_000_000),
    attemptsPerOrderPerHour: int('RATE_LIMIT_PAYMENT_ATTEMPTS_PER_ORDER', 5, 1, 1_000_000),
    attemptsPerShopperPerHour: int('RATE_LIMIT_PAYMENT_ATTEMPTS_PER_SHOPPER', 20, 1, 1_000_000),
  };
}
