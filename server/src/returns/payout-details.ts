import { payoutInWords, unsealPayout } from './payout.js';
import type { ReturnRecord, ReturnsService } from './returns.service.js';

/** The full payout of a COD return, for the admin who pays it (admin answers only); null once paid or for prepaid. */
export const payoutDetailsOf = (r: ReturnRecord, returns: ReturnsService): string | null =>
  r.request.payoutSealed ? payoutInWords(unsealPayout(r.request.payoutSealed, returns.sealingSecret)) : null;
