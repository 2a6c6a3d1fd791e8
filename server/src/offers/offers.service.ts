import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError, badInput, notFound } from '../common/app-error.js';
import { timeOrderedId } from '../common/ids.js';
import { DatabaseService } from '../database/database.service.js';
import { isUniqueViolation } from '../database/errors.js';
import type { Paise } from '../pricing/money.js';
import type { CouponCheck, CouponGranted } from '../pricing/pricing.service.js';
import { CODE_PATTERN, normaliseCode, OFFER_MESSAGES, offerProblem } from './offer-rules.js';
import { OfferRedemptionEntity } from './offer-redemption.entity.js';
import { OfferEntity } from './offer.entity.js';

/** A code refused, at the field that carries it on both surfaces. */
export const couponRefusal = (message: string): AppError => badInput(message, [{ field: 'couponCode', message }]);

/** What an admin sets on an offer (checked by the input's rules: dto/offer.input.ts). */
export interface OfferFields {
  code: string;
  title: string;
  kind: 'percentage' | 'fixed';
  value: number;
  minSubtotalPaise: number;
  firstOrderOnly: boolean;
  daysOfWeek: number[] | null;
  validFrom: Date | null;
  validUntil: Date | null;
  active: boolean;
  usageLimit: number | null;
  perCustomerLimit: number | null;
}

/**
 * Offers with codes (DECISIONS 17): the only writer of the offers and offer_redemptions tables.
 * It decides whether a code applies (offer-rules.ts) for pricing, and redeems it in the order's
 * transaction so that 'first order only' and the usage limits hold under concurrent orders.
 */
@Injectable()
export class OffersService {
  constructor(private readonly db: DatabaseService) {}

  /**
   * The check pricing runs on a cart sent with `rawCode`, for this shopper (null: not signed in,
   * whose first order and own uses are checked when they order) at `now`.
   */
  async checkFor(rawCode: string, userId: string | null, priorOrders: number | null, now: Date): Promise<CouponCheck> {
    const code = normaliseCode(rawCode);
    const m = this.db.manager;
    const offer = CODE_PATTERN.test(code) ? await m.getRepository(OfferEntity).findOneBy({ code }) : null;
    if (!offer) return () => ({ code, problem: OFFER_MESSAGES.unknown(code) });
    const redemptions = m.getRepository(OfferRedemptionEntity);
    const usedInAll = offer.usageLimit === null ? 0 : await redemptions.countBy({ offerId: offer.id });
    const usedByShopper = userId === null ? 0 : await redemptions.countBy({ offerId: offer.id, userId });
    return (subtotal: Paise) => {
      const problem = offerProblem(offer, subtotal, now, { priorOrders, usedByShopper, usedInAll });
      return problem ? { code, problem } : { code: offer.code, offerId: offer.id, rule: { kind: offer.kind, value: offer.value } };
    };
  }

  /**
   * Redeems a granted code for an order, in the order's transaction `m`, after the shopper's row
   * is held (OrdersService.place): what concurrent orders may have changed is read again there.
   * `priorOrders`: the shopper's other orders, as counted in `m`. A limited offer's row is held to
   * the commit, so that its redemptions are counted by one order at a time; the unique index on
   * the shopper's n-th use is the last guard. Refused: BAD_USER_INPUT at `couponCode` with the
   * reason (the transaction rolls back, nothing is stored).
   */
  async redeem(m: EntityManager, granted: CouponGranted, order: { userId: string; orderId: string; discount: Paise; priorOrders: number; now: Date }): Promise<void> {
    const repo = m.getRepository(OfferEntity);
    let offer = await repo.findOneBy({ id: granted.offerId });
    // Only a limited offer's row is held (others' orders with it need not wait for each other).
    if (offer?.usageLimit !== null && offer && m.connection.options.type === 'postgres') {
      offer = await repo.createQueryBuilder('o').where('o.id = :id', { id: offer.id }).setLock('pessimistic_write').getOne();
    }
    if (!offer) throw couponRefusal(OFFER_MESSAGES.unknown(granted.code));
    const redemptions = m.getRepository(OfferRedemptionEntity);
    const usedInAll = offer.usageLimit === null ? 0 : await redemptions.countBy({ offerId: offer.id });
    const usedByShopper = await redemptions.countBy({ offerId: offer.id, userId: order.userId });
    // The subtotal was checked by pricing; the rest may have changed since.
    const problem = offerProblem(offer, Number.MAX_SAFE_INTEGER, order.now, { priorOrders: order.priorOrders, usedByShopper, usedInAll });
    if (problem) throw couponRefusal(problem);
    try {
      await redemptions.insert({ id: timeOrderedId(order.now.getTime()), offerId: offer.id, userId: order.userId, orderId: order.orderId, useNo: usedByShopper + 1, discountPaise: order.discount, createdAt: order.now });
    } catch (error) {
      if (isUniqueViolation(error)) throw couponRefusal(offer.firstOrderOnly ? OFFER_MESSAGES.firstOrder : OFFER_MESSAGES.perCustomer);
      throw error;
    }
  }

  /**
   * The offers a shopper may use at `now`, as the home page shows them: active, within their
   * dates and not used up, at most `limit`, the first created first. Redemptions are counted only
   * for offers with a usage limit.
   */
  async running(now: Date, limit: number): Promise<OfferEntity[]> {
    const m = this.db.manager;
    const offers = await m.getRepository(OfferEntity).find({ where: { active: true }, order: { createdAt: 'ASC', id: 'ASC' } });
    const redemptions = m.getRepository(OfferRedemptionEntity);
    const shown: OfferEntity[] = [];
    for (const o of offers) {
      if (shown.length === limit) break;
      if (o.validFrom && now.getTime() < o.validFrom.getTime()) continue;
      if (o.validUntil && now.getTime() > o.validUntil.getTime()) continue;
      if (o.usageLimit !== null && (await redemptions.countBy({ offerId: o.id })) >= o.usageLimit) continue;
      shown.push(o);
    }
    return shown;
  }

  /** Every offer with how often it was used, newest first. */
  async list(): Promise<(OfferEntity & { timesUsed: number })[]> {
    const m = this.db.manager;
    const offers = await m.getRepository(OfferEntity).find({ order: { createdAt: 'DESC', code: 'ASC' } });
    const counts: { offerId: string; n: string | number }[] = await m
      .getRepository(OfferRedemptionEntity)
      .createQueryBuilder('r')
      .select('r.offer_id', 'offerId')
      .addSelect('COUNT(*)', 'n')
      .groupBy('r.offer_id')
      .getRawMany();
    const used = new Map(counts.map((c) => [c.offerId, Number(c.n)]));
    return offers.map((o) => ({ ...o, timesUsed: used.get(o.id) ?? 0 }));
  }

  async create(fields: OfferFields, now = new Date()): Promise<OfferEntity & { timesUsed: number }> {
    const row = Object.assign(new OfferEntity(), { id: timeOrderedId(now.getTime()), ...this.columns(fields), createdAt: now, updatedAt: now });
    try {
      await this.db.transaction((m) => m.getRepository(OfferEntity).insert(row));
    } catch (error) {
      if (isUniqueViolation(error)) throw badInput(`An offer with the code ${row.code} exists already`, [{ field: 'code', message: `An offer with the code ${row.code} exists already` }]);
      throw error;
    }
    return { ...row, timesUsed: 0 };
  }

  async update(id: string, fields: Partial<OfferFields>, now = new Date()): Promise<OfferEntity & { timesUsed: number }> {
    const repo = this.db.manager.getRepository(OfferEntity);
    const found = await repo.findOneBy({ id });
    if (!found) throw notFound(`Offer ${id} was not found`);
    const merged = { ...this.fieldsOf(found), ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) } as OfferFields;
    const set = { ...this.columns(merged), updatedAt: now };
    try {
      await this.db.transaction((m) => m.getRepository(OfferEntity).update({ id }, set));
    } catch (error) {
      if (isUniqueViolation(error)) throw badInput(`An offer with the code ${set.code} exists already`, [{ field: 'code', message: `An offer with the code ${set.code} exists already` }]);
      throw error;
    }
    return (await this.list()).find((o) => o.id === id)!;
  }

  private columns(f: OfferFields) {
    return {
      code: normaliseCode(f.code),
      title: f.title.trim(),
      kind: f.kind,
      value: f.value,
      minSubtotalPaise: f.minSubtotalPaise,
      firstOrderOnly: f.firstOrderOnly,
      daysOfWeek: f.daysOfWeek && f.daysOfWeek.length ? [...new Set(f.daysOfWeek)].sort((a, b) => a - b).join(',') : null,
      validFrom: f.validFrom,
      validUntil: f.validUntil,
      active: f.active,
      usageLimit: f.usageLimit,
      perCustomerLimit: f.perCustomerLimit,
    };
  }

  private fieldsOf(o: OfferEntity): OfferFields {
    return { ...o, daysOfWeek: o.daysOfWeek ? o.daysOfWeek.split(',').map(Number) : null };
  }
}
