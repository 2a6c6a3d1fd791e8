import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { badInput, type FieldError } from '../common/app-error.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import { StatementCounter } from '../database/statement-counter.js';
import { type Day, dayInWords, deliveryWindow } from './delivery-calendar.js';
import { PINCODE_PATTERN, postalCodeProblem } from '../common/validation.js';
import { DeliveryRules, PincodeDirectory, stateKey, type TierName } from './delivery-data.js';
import { PincodeOverrideEntity } from './pincode-override.entity.js';

/** What the shop promises for a pincode, now: the answer of the 'Deliver to' box and of an order's checks. */
export interface DeliveryPromise {
  pincode: string;
  /** Whether the directory has the pincode. */
  known: boolean;
  serviceable: boolean;
  codAvailable: boolean;
  /** Where the pincode is; null when unknown. */
  place: { office: string; district: string; state: string } | null;
  /** null when the pincode is unknown or not served. */
  tier: { name: TierName; label: string } | null;
  /** The day the order would leave the warehouse, and the first and last day of delivery; null when not served. */
  dispatchOn: Day | null;
  earliest: Day | null;
  latest: Day | null;
  /** 'Delivery by Sat, 29 Nov', "We don't deliver to 744301 yet", or that the pincode is not known. */
  message: string;
  /** 'Cash on Delivery available', or why not. */
  codMessage: string;
}

/** The promise an order keeps: stored at placement, read back as it was. */
export interface OrderDeliveryPromise {
  tier: TierName;
  earliest: Day;
  latest: Day;
}

interface Override {
  serviceable: boolean;
  codAvailable: boolean;
}

/**
 * The delivery promise by pincode (DECISIONS 13): the directory and the rules in memory, the
 * operator's overrides read from the database at start and again every
 * DELIVERY_OVERRIDES_REFRESH_SECONDS (so every instance sees an import). The one place that
 * knows whether a pincode exists, which state it is in, and whether the shop delivers there.
 */
@Injectable()
export class DeliveryService implements OnModuleInit, OnApplicationShutdown {
  private readonly log = new Logger('Delivery');
  private readonly directory: PincodeDirectory;
  private readonly rules: DeliveryRules;
  private overrides = new Map<string, Override>();
  private refresher: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: DatabaseService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const { pincodesFile, tiersFile, holidaysFile } = config.delivery;
    this.directory = PincodeDirectory.load(pincodesFile);
    this.rules = DeliveryRules.load(tiersFile, holidaysFile);
  }

  async onModuleInit() {
    await this.refresh();
    this.refresher = setInterval(() => {
      StatementCounter.uncounted(() => this.refresh()).catch((error) => this.log.warn(`reading the pincode overrides failed: ${(error as Error).message}`));
    }, this.config.delivery.overridesRefreshSeconds * 1000);
    this.refresher.unref();
  }

  onApplicationShutdown() {
    if (this.refresher) clearInterval(this.refresher);
  }

  /** Reads the operator's overrides again (every instance does on its own, every so often). */
  async refresh(): Promise<void> {
    const rows = await this.db.manager.getRepository(PincodeOverrideEntity).find();
    this.overrides = new Map(rows.map((r) => [r.pincode, { serviceable: r.serviceable, codAvailable: r.codAvailable }]));
  }

  /** The promise for a pincode if an order were placed at `at`. BAD_USER_INPUT when it is not 6 digits. */
  promise(pincode: string, at = new Date()): DeliveryPromise {
    const pin = pincode.trim();
    const shape = postalCodeProblem(pin, 'India');
    if (shape) throw badInput(shape, [{ field: 'pincode', message: shape }]);
    const place = this.directory.get(pin);
    if (!place) {
      const message = `We don't know the pincode ${pin}: please check it`;
      return { pincode: pin, known: false, serviceable: false, codAvailable: false, place: null, tier: null, dispatchOn: null, earliest: null, latest: null, message, codMessage: message };
    }
    const override = this.overrides.get(pin);
    const serviceable = override?.serviceable ?? true;
    const where = { office: place.office, district: place.district, state: place.states.join(' / ') };
    if (!serviceable) {
      const message = `We don't deliver to ${pin} yet`;
      return { pincode: pin, known: true, serviceable, codAvailable: false, place: where, tier: null, dispatchOn: null, earliest: null, latest: null, message, codMessage: message };
    }
    const codAvailable = override?.codAvailable ?? true;
    const tier = this.rules.tierOf(place);
    const window = deliveryWindow(at, tier.days, this.rules.holidays);
    return {
      pincode: pin,
      known: true,
      serviceable,
      codAvailable,
      place: where,
      tier: { name: tier.name, label: tier.label },
      dispatchOn: window.dispatch,
      earliest: window.earliest,
      latest: window.latest,
      message: `Delivery by ${dayInWords(window.latest)}`,
      codMessage: codAvailable ? 'Cash on Delivery available' : `Cash on Delivery is not available for ${pin}`,
    };
  }

  /**
   * The problems of an Indian address's pincode and state, at their fields (`prefix` before
   * each field's name): a pincode the directory does not have, or a state it is not in. Empty
   * when they agree (or the address is not in India, or either is missing: the caller's
   * required-field rules say so).
   */
  addressProblems(address: { postalCode: string | null; state: string | null; country: string | null }, prefix = ''): FieldError[] {
    const pin = address.postalCode?.trim();
    if ((address.country ?? 'India') !== 'India' || !pin || !PINCODE_PATTERN.test(pin)) return [];
    const place = this.directory.get(pin);
    if (!place) return [{ field: `${prefix}postalCode`, message: `We don't know the PIN code ${pin}: please check it` }];
    const state = address.state?.trim();
    if (!state || place.states.some((s) => stateKey(s) === stateKey(state))) return [];
    const message = `PIN code ${pin} is in ${place.states.join(' or ')}, not ${state}`;
    return [
      { field: `${prefix}postalCode`, message },
      { field: `${prefix}state`, message },
    ];
  }

  /**
   * What an order to this address keeps of the promise, checked: BAD_USER_INPUT when the
   * pincode is unknown, in another state, not served, or without Cash on Delivery for a COD
   * order. Nothing is stored by the caller then.
   */
  promiseForOrder(address: { postalCode: string; state: string; country: string }, cod: boolean, at: Date): OrderDeliveryPromise {
    const problems = this.addressProblems(address);
    if (problems.length) throw badInput(problems[0].message, problems);
    const p = this.promise(address.postalCode, at);
    if (!p.serviceable) throw badInput(p.message, [{ field: 'postalCode', message: p.message }]);
    if (cod && !p.codAvailable) throw badInput(`${p.codMessage}: please choose another payment method`, [{ field: 'paymentMethod', message: p.codMessage }]);
    return { tier: p.tier!.name, earliest: p.earliest!, latest: p.latest! };
  }

  /**
   * The place of supply of a delivery (GST): the state of its pincode as the directory names it
   * (of a pincode in two states, the one the address names), or the address's own state where the
   * directory does not know the pincode (orders placed before addresses were checked).
   */
  placeOfSupply(pincode: string, state: string): string {
    const place = this.directory.get(pincode.trim());
    if (!place) return state;
    return place.states.find((s) => stateKey(s) === stateKey(state)) ?? place.states[0];
  }

  /**
   * Replaces every override with the given lines (`npm run admin -- pincodes import`), all or
   * nothing: with any bad line nothing changes, and every bad line is named. Answers how many
   * were stored.
   */
  async importOverrides(lines: OverrideLine[], now = new Date()): Promise<number> {
    const rows = checkOverrides(lines, (pin) => this.directory.get(pin) !== undefined);
    await this.db.transaction(async (m) => {
      const repo = m.getRepository(PincodeOverrideEntity);
      await repo.clear();
      for (let i = 0; i < rows.length; i += 200) await repo.insert(rows.slice(i, i + 200).map((r) => ({ ...r, updatedAt: now })));
    });
    await this.refresh();
    return rows.length;
  }
}

/** A line of an overrides file as read (yes/no, true/false or 1/0), with its line number in the file. */
export interface OverrideLine {
  pincode: string;
  serviceable: string;
  cod: string;
  note: string;
  line: number;
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** The overrides of checked lines, or BAD_USER_INPUT naming every bad line. */
export function checkOverrides(lines: OverrideLine[], known: (pincode: string) => boolean): Omit<PincodeOverrideEntity, 'updatedAt'>[] {
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  const rows: Omit<PincodeOverrideEntity, 'updatedAt'>[] = [];
  for (const { pincode: pin, serviceable, cod, note, line: at } of lines) {
    const bad = (message: string) => void errors.push({ field: `line ${at}`, message: `Line ${at}: ${message}` });
    const s = serviceable.toLowerCase();
    const c = cod.toLowerCase();
    if (!PINCODE_PATTERN.test(pin)) bad(`"${pin}" is not a 6-digit pincode`);
    else if (!known(pin)) bad(`${pin} is not in the pincode directory`);
    else if (seen.has(pin)) bad(`${pin} is already on line ${seen.get(pin)}`);
    else if (!YES.has(s) && !NO.has(s)) bad(`serviceable must be yes or no (got "${serviceable}")`);
    else if (!YES.has(c) && !NO.has(c)) bad(`cod must be yes or no (got "${cod}")`);
    else if (NO.has(s) && YES.has(c)) bad(`${pin} cannot take Cash on Delivery when it is not served`);
    else if (note.length > 200) bad('the note is longer than 200 characters');
    else {
      seen.set(pin, at);
      rows.push({ pincode: pin, serviceable: YES.has(s), codAvailable: YES.has(c), note: note || null });
    }
  }
  if (errors.length) throw badInput(`${errors.length} line${errors.length === 1 ? '' : 's'} of the file ${errors.length === 1 ? 'is' : 'are'} wrong: nothing was imported`, errors);
  return rows;
}
