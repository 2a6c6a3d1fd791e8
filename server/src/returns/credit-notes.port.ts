import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A refunded return, as a credit note is issued for it (DECISIONS 15): money in paise. */
export interface RefundedReturn {
  orderId: string;
  orderNumber: string;
  returnNumber: string;
  lines: { productId: string; productName: string; size: string; quantity: number; unitPricePaise: number }[];
  /** The refund: the lines' goods, their tax share, and the COD charge and shipping when the whole order came back. */
  linesPaise: number;
  taxPaise: number;
  chargesPaise: number;
  totalPaise: number;
  at: Date;
}

/** What returns need of the GST documents: a credit note against the order's invoice for every refund. */
export interface CreditNotes {
  /** In the transaction that marks the return refunded: the credit note, numbered in its own series. */
  issueForReturn(m: EntityManager, refunded: RefundedReturn): Promise<void>;
}

/**
 * The socket returns call the GST documents through. The invoices module (built apart) plugs its
 * side in when it starts (`plugIn`); until it does, a refund issues no credit note and says so in
 * the log, once per refund.
 */
@Injectable()
export class CreditNotesPort implements CreditNotes {
  private readonly log = new Logger('Returns');
  private notes: CreditNotes | null = null;

  plugIn(notes: CreditNotes): void {
    this.notes = notes;
  }

  async issueForReturn(m: EntityManager, refunded: RefundedReturn): Promise<void> {
    if (this.notes) return this.notes.issueForReturn(m, refunded);
    this.log.warn(`return ${refunded.returnNumber} of ${refunded.orderNumber} refunded without a credit note: no credit notes module is plugged in`);
  }
}
