import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { binder, stored } from '../database/bind.js';
import { DatabaseService } from '../database/database.service.js';
import { isUniqueViolation } from '../database/errors.js';
import { StatementCounter } from '../database/statement-counter.js';
import { GstDocumentEntity } from './gst-document.entity.js';
import { documentNumberSql } from './series.js';

/** The documents one numbering statement takes at most. */
const BATCH = 500;
/** How many times a numbering statement is run while other instances' runs take the numbers it meant to give. */
const RACE_TRIES = 20;

/** The numbers a run gave, by document id. */
export type Numbers = ReadonlyMap<string, string>;
const NONE: Numbers = new Map();

/**
 * Gives GST documents their numbers, after the transaction that issued them committed, so that
 * no order waits on a counter while it is placed. One run at a time per instance; each run is one
 * statement (`numberWaiting`) that numbers every document still without a number in issue order,
 * each kind and financial year after the highest number given in it, or none of them: a crash
 * numbers none, and the next run (at start, then every INVOICE_NUMBERING_INTERVAL_MS, and after
 * each issue) takes them again. Instances take turns (DatabaseService.inTurn), so a run that
 * ends has seen every run before it; should two meet anyway (an instance of an older build), the
 * series' unique indexes refuse the later one, which is run again. So a series has no gap and no
 * number twice.
 */
@Injectable()
export class InvoiceNumberer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('GstDocuments');
  /** A waiting row's number (NULL past its series' capacity), as `numberWaiting` writes it. */
  private readonly placedNumber: string;
  private current: Promise<Numbers> | null = null;
  private queued: Promise<Numbers> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly db: DatabaseService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.placedNumber = documentNumberSql(config.database.type === 'postgres', 'placed.kind', 'placed.financial_year', 'placed.seq');
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
   * goes straight to numbering; the timer's (`look`) first asks whether anything waits, with a read
   * of the partial index. Never throws: a failed run is logged and the next one retries.
   */
  numberNow({ look = false } = {}): Promise<Numbers> {
    if (this.stopped) return Promise.resolve(NONE);
    if (this.queued) return this.queued;
    if (!this.current) {
      this.current = StatementCounter.uncounted(() => this.run(look)).finally(() => (this.current = null));
      return this.current;
    }
    // The run under way numbers what was committed before it read; what came after, the next one:
    // its callers get the numbers both gave, so none reads its own back.
    this.queued = this.current.then(async (earlier) => {
      this.queued = null;
      const later = await this.numberNow({ look });
      return earlier.size ? new Map([...earlier, ...later]) : later;
    });
    return this.queued;
  }

  private async run(look: boolean): Promise<Numbers> {
    const given = new Map<string, string>();
    try {
      // A timer's run mostly finds nothing: a read of the partial index, no write.
      const first = look ? await this.firstWaiting() : null;
      if (look && !first) return given;
      for (;;) {
        const numbered = await this.numberWaitingOnce();
        for (const n of numbered) given.set(n.id, n.number);
        if (numbered.length < BATCH || !(await this.firstWaiting())) {
          // The first document that waited before this run still waits after it, and no other run
          // can have held it (turns): its series cannot give it a number. (Documents issued while
          // the run went are the next run's, and no sign of anything.)
          if (first && !numbered.length && (await this.firstWaiting()) === first) this.log.warn('GST documents wait for a number that their series cannot give: is a series full?');
          break;
        }
      }
    } catch (error) {
      this.log.warn(`numbering GST documents failed (retried in ${this.config.invoiceNumberingIntervalMs} ms): ${(error as Error).message}`);
    }
    return given;
  }

  /** numberWaiting, again while another instance's run took a number first (its unique index refused this one's). */
  private async numberWaitingOnce(): Promise<{ id: string; number: string }[]> {
    for (let tries = 1; ; tries++) {
      try {
        return await this.numberWaiting();
      } catch (error) {
        if (!isUniqueViolation(error) || tries === RACE_TRIES) throw error;
      }
    }
  }

  /** The id of the first document (in issue order) that waits for its number; null when none does. */
  private async firstWaiting(): Promise<string | null> {
    const row = await this.db.manager.getRepository(GstDocumentEntity).createQueryBuilder('d').select('d.id').where('d.number IS NULL').orderBy('d.issuedAt', 'ASC').addOrderBy('d.id', 'ASC').limit(1).getOne();
    return row?.id ?? null;
  }

  /**
   * One statement, whole by itself: numbers up to BATCH documents that wait, in issue order, each
   * kind and financial year after the highest number given in it; answers what it numbered.
   *
   * Runs take turns across instances (`inTurn`): two runs that met used to lock each other's
   * rows in no set order, and on PostgreSQL one gave up after the row wait (lock_timeout), so an
   * order was answered without its invoice's number (a fault test saw it once in 500). The
   * series' unique indexes still keep a series whole without the turn: the statement reads the
   * highest numbers as they stood when it began; if another run has given numbers since, either it
   * took the very documents this one meant to number, in the same order (they are left alone:
   * `number IS NULL`), or a number this one gives is taken and the index refuses the statement,
   * which then numbers nothing and is run again. So a series never has a gap or a number twice,
   * and a crash leaves each document numbered or waiting.
   */
  async numberWaiting(now = new Date()): Promise<{ id: string; number: string }[]> {
    return this.db.inTurn('gst-numbering', async (m) => {
      const values: unknown[] = [];
      const numberedAt = binder(m, values)(stored(m, GstDocumentEntity, 'numberedAt', now));
      const sql = `WITH waiting AS (
          SELECT id, kind, financial_year, issued_at FROM gst_documents WHERE number IS NULL ORDER BY issued_at, id LIMIT ${BATCH}
        ), placed AS (
          SELECT w.id, w.kind, w.financial_year,
            COALESCE((SELECT MAX(s.seq) FROM gst_documents s WHERE s.kind = w.kind AND s.financial_year = w.financial_year), 0)
              + ROW_NUMBER() OVER (PARTITION BY w.kind, w.financial_year ORDER BY w.issued_at, w.id) AS seq
          FROM waiting w
        ), numbered AS (
          SELECT placed.id, placed.seq, ${this.placedNumber} AS number FROM placed
        )
        UPDATE gst_documents SET seq = numbered.seq, number = numbered.number, numbered_at = ${numberedAt}
        FROM numbered
        WHERE gst_documents.id = numbered.id AND gst_documents.number IS NULL AND numbered.number IS NOT NULL
        RETURNING gst_documents.id AS id, gst_documents.number AS number`;
      return (await m.queryRunner!.query(sql, values, true)).records as { id: string; number: string }[];
    });
  }
}
