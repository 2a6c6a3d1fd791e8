import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import { StatementCounter } from '../database/statement-counter.js';
import { GstDocumentEntity } from './gst-document.entity.js';
import { documentNumber, type DocumentKind } from './series.js';

/** The documents one numbering transaction takes at most. */
const BATCH = 500;

/**
 * Gives GST documents their numbers, after the transaction that issued them committed, so that
 * no order waits on a counter while it is placed. One numbering transaction at a time in the
 * whole shop: on PostgreSQL it holds a transaction-level advisory lock (per schema), which
 * instances take in turn; on SQLite one process writes. It numbers every document still
 * without a number in issue order, each kind and financial year after the highest number given
 * in it, all in one transaction: a crash numbers none of them, and the next run (at start, then
 * every INVOICE_NUMBERING_INTERVAL_MS, and after each issue) takes them again. So a series has
 * no gap and no number twice (its unique indexes would refuse one).
 */
@Injectable()
export class InvoiceNumberer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('GstDocuments');
  private readonly postgres: boolean;
  private current: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly db: DatabaseService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.postgres = config.database.type === 'postgres';
  }

  onApplicationBootstrap(): void {
    // What a crash left without a number gets it now.
    void this.numberNow();
    this.timer = setInterval(() => void this.numberNow(), this.config.invoiceNumberingIntervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.queued;
    await this.current;
  }

  /**
   * A numbering run that starts after this call, shared with every caller until it starts (one
   * run numbers all that waits). Never throws: a failed run is logged and the next one retries.
   */
  numberNow(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.queued) return this.queued;
    if (!this.current) {
      this.current = StatementCounter.uncounted(() => this.run()).finally(() => (this.current = null));
      return this.current;
    }
    this.queued = this.current.then(() => {
      this.queued = null;
      return this.numberNow();
    });
    return this.queued;
  }

  private async run(): Promise<void> {
    try {
      // Most runs find nothing: a read of the partial index, no lock, no transaction.
      while (await this.anyWaiting()) {
        if ((await this.db.transaction((m) => this.numberWaiting(m))) < BATCH) break;
      }
    } catch (error) {
      this.log.warn(`numbering GST documents failed (retried in ${this.config.invoiceNumberingIntervalMs} ms): ${(error as Error).message}`);
    }
  }

  private async anyWaiting(): Promise<boolean> {
    const row = await this.db.manager.getRepository(GstDocumentEntity).createQueryBuilder('d').select('d.id').where('d.number IS NULL').limit(1).getOne();
    return row !== null;
  }

  /** In one transaction holding the series: numbers what waits, in issue order; answers how many. */
  async numberWaiting(m: EntityManager, now = new Date()): Promise<number> {
    if (this.postgres) await m.query("SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':gst_documents'))");
    const docs = m.getRepository(GstDocumentEntity);
    const waiting = await docs
      .createQueryBuilder('d')
      .select(['d.id', 'd.kind', 'd.financialYear'])
      .where('d.number IS NULL')
      .orderBy('d.issuedAt', 'ASC')
      .addOrderBy('d.id', 'ASC')
      .limit(BATCH)
      .getMany();
    const last = new Map<string, number>();
    for (const d of waiting) {
      const series = `${d.kind} ${d.financialYear}`;
      if (!last.has(series)) last.set(series, await this.lastOf(m, d.kind, d.financialYear));
      const seq = last.get(series)! + 1;
      last.set(series, seq);
      const done = await m
        .createQueryBuilder()
        .update(GstDocumentEntity)
        .set({ seq, number: documentNumber(d.kind, d.financialYear, seq), numberedAt: now })
        .where('id = :id AND number IS NULL', { id: d.id })
        .execute();
      if (!done.affected) throw new Error(`document ${d.id} was numbered by another run: numbering must hold the series`);
    }
    return waiting.length;
  }

  private async lastOf(m: EntityManager, kind: DocumentKind, financialYear: string): Promise<number> {
    const row = await m
      .getRepository(GstDocumentEntity)
      .createQueryBuilder('d')
      .select('MAX(d.seq)', 'last')
      .where('d.kind = :kind AND d.financialYear = :financialYear', { kind, financialYear })
      .getRawOne<{ last: number | string | null }>();
    return Number(row?.last ?? 0);
  }
}
