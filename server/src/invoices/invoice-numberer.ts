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

/** The numbers a run gave, by document id. */
export type Numbers = ReadonlyMap<string, string>;
const NONE: Numbers = new Map();

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
  private current: Promise<Numbers> | null = null;
  private queued: Promise<Numbers> | null = null;
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
    void this.numberNow({ look: true });
    this.timer = setInterval(() => void this.numberNow({ look: true }), this.config.invoiceNumberingIntervalMs);
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
   * run numbers all that waits); it answers the numbers it gave, by document id (a document another
   * instance numbered is not among them). Called after a commit that issued a document, the run
   * goes straight to numbering; the timer's (`look`) first asks whether anything waits, without a
   * transaction. Never throws: a failed run is logged and the next one retries.
   */
  numberNow({ look = false } = {}): Promise<Numbers> {
    if (this.stopped) return Promise.resolve(NONE);
    if (this.queued) return this.queued;
    if (!this.current) {
      this.current = StatementCounter.uncounted(() => this.run(look)).finally(() => (this.current = null));
      return this.current;
    }
    this.queued = this.current.then(() => {
      this.queued = null;
      return this.numberNow({ look });
    });
    return this.queued;
  }

  private async run(look: boolean): Promise<Numbers> {
    const given = new Map<string, string>();
    try {
      // A timer's run mostly finds nothing: a read of the partial index, no lock, no transaction.
      if (look && !(await this.anyWaiting())) return given;
      for (;;) {
        const numbered = await this.db.transaction((m) => this.numberWaiting(m));
        for (const n of numbered) given.set(n.id, n.number);
        if (numbered.length < BATCH || !(await this.anyWaiting())) break;
      }
    } catch (error) {
      this.log.warn(`numbering GST documents failed (retried in ${this.config.invoiceNumberingIntervalMs} ms): ${(error as Error).message}`);
    }
    return given;
  }

  private async anyWaiting(): Promise<boolean> {
    const row = await this.db.manager.getRepository(GstDocumentEntity).createQueryBuilder('d').select('d.id').where('d.number IS NULL').limit(1).getOne();
    return row !== null;
  }

  /** In one transaction holding the series: numbers what waits, in issue order; answers what it numbered. */
  async numberWaiting(m: EntityManager, now = new Date()): Promise<{ id: string; seq: number; number: string }[]> {
    if (this.postgres) await m.query("SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':gst_documents'))");
    // What waits, each with the last number of its series (the series' unique index answers it).
    const waiting = await m
      .getRepository(GstDocumentEntity)
      .createQueryBuilder('d')
      .select('d.id', 'id')
      .addSelect('d.kind', 'kind')
      .addSelect('d.financialYear', 'financialYear')
      .addSelect((q) => q.select('MAX(s.seq)').from(GstDocumentEntity, 's').where('s.kind = d.kind AND s.financialYear = d.financialYear'), 'last')
      .where('d.number IS NULL')
      .orderBy('d.issuedAt', 'ASC')
      .addOrderBy('d.id', 'ASC')
      .limit(BATCH)
      .getRawMany<{ id: string; kind: DocumentKind; financialYear: string; last: number | string | null }>();
    if (!waiting.length) return [];
    const last = new Map<string, number>();
    const numbered: { id: string; seq: number; number: string }[] = [];
    for (const d of waiting) {
      const series = `${d.kind} ${d.financialYear}`;
      const seq = (last.get(series) ?? Number(d.last ?? 0)) + 1;
      last.set(series, seq);
      numbered.push({ id: d.id, seq, number: documentNumber(d.kind, d.financialYear, seq) });
    }
    // One statement for the whole run: each row's number by its id.
    const params: Record<string, unknown> = { ids: numbered.map((n) => n.id) };
    const cases = (value: (n: (typeof numbered)[number], i: number) => string) =>
      `CASE "id" ${numbered.map((n, i) => `WHEN :id${i} THEN ${value(n, i)}`).join(' ')} END`;
    numbered.forEach((n, i) => Object.assign(params, { [`id${i}`]: n.id, [`seq${i}`]: n.seq, [`number${i}`]: n.number }));
    const done = await m
      .createQueryBuilder()
      .update(GstDocumentEntity)
      .set({ seq: () => cases((_, i) => `CAST(:seq${i} AS INTEGER)`), number: () => cases((_, i) => `CAST(:number${i} AS VARCHAR(16))`), numberedAt: now })
      .where('id IN (:...ids) AND number IS NULL')
      .setParameters(params)
      .execute();
    if (done.affected !== numbered.length) throw new Error(`${numbered.length - (done.affected ?? 0)} documents were numbered by another run: numbering must hold the series`);
    return numbered;
  }
}
