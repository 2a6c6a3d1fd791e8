import { Logger } from '@nestjs/common';
import { AppError } from '../common/app-error.js';
import type { ProviderPayment } from './provider.js';

/** How long the shop waits for the provider before it answers that it could not reach it. */
const PROVIDER_TIMEOUT_MS = 15_000;

/**
 * A call to the provider: an answer within PROVIDER_TIMEOUT_MS, or SERVICE_UNAVAILABLE (503)
 * with a message for people; what went wrong is logged, never sent.
 */
export async function ask<T>(call: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      call(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the provider did not answer in time')), PROVIDER_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    if (error instanceof AppError) throw error;
    new Logger('Payments').warn(`the provider failed: ${(error as Error).message}`);
    throw new AppError('SERVICE_UNAVAILABLE', 'The payment provider could not be reached; please try again in a moment');
  } finally {
    clearTimeout(timer);
  }
}

/** What a provider order's payments come to: a captured one, or the last when all failed; null while undecided. */
export function decisivePayment(payments: ProviderPayment[]): ProviderPayment | null {
  const captured = payments.find((p) => p.status === 'captured' || p.status === 'refunded');
  if (captured) return captured;
  return payments.length && payments.every((p) => p.status === 'failed') ? payments[payments.length - 1] : null;
}
