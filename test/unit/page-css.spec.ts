/**
 * The CSS a prerendered page carries (client/dist/.pages, built before this suite): emotion writes
 * `-webkit-` copies of the declarations some browsers the shop serves still need, and none of the
 * old `-ms-`, `-moz-` and flexbox forms its default prefixer wrote (client/src/app/emotion-cache.ts).
 * Lightning CSS and caniuse's data check that no prefix a target browser needs is missing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'lightningcss';

// caniuse-lite ships no types: the two calls used here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const caniuse = require('caniuse-lite') as {
  features: Record<string, unknown>;
  feature: (packed: unknown) => { stats: Record<string, Record<string, string>> };
};

const PAGES = join(__dirname, '../../client/dist/.pages');
const css = (page: string) =>
  [...readFileSync(join(PAGES, page), 'utf8').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');

describe("a prerendered page's CSS", () => {
  it.each(['index.html', 'shop.html', 'faq.html'])('%s has no prefixes the browsers it serves ignore, and keeps the ones Safari needs', (page) => {
    const text = css(page);
    expect(text.length).toBeGreaterThan(10_000);
    for (const legacy of ['-ms-flex', '-webkit-box-align', '-webkit-box-pack', '-webkit-flex-direction', '-ms-translate', '-moz-transform', '-ms-user-select', '-moz-user-select']) {
      expect(text).not.toContain(legacy);
    }
    const userSelect = text.match(/(?<![-\w])user-select:[^;}]+/g) ?? [];
    expect(userSelect.length).toBeGreaterThan(0);
    for (const declaration of userSelect) expect(text).toContain(`-webkit-${declaration};${declaration}`);
  });
});

// A second opinion from outside the project: Lightning CSS (the CSS tool Vite ships) prefixing the
// same CSS for Vite's default build target, which client/vite.config.ts keeps. Every `-webkit-`,
// `-moz-` or `-ms-` declaration it would add must be one that caniuse's MDN data says no target
// needs. Lightning CSS errs on the safe side: it still prefixes `text-decoration-color` (which
// Safari reads unprefixed since 12.1) and a `text-decoration` that sets only the line.
const TARGET_VERSIONS = { chrome: '111', edge: '111', firefox: '114', safari: '16.4', ios_saf: '16.4' } as const;
/** The prefixed property Lightning CSS would add, and the caniuse feature that shows every target reads it unprefixed. */
const UNPREFIXED_EVERYWHERE: Record<string, string> = {
  'text-decoration-color': 'mdn-text-decoration-color',
  // A single value sets only the line (the shorthand with a style or colour is prefixed: emotion-cache.ts).
  'text-decoration': 'mdn-text-decoration-line',
};

const lightningTargets = Object.fromEntries(
  Object.entries(TARGET_VERSIONS).map(([browser, version]) => {
    const [major, minor = 0] = version.split('.').map(Number);
    return [browser, (major << 16) | (minor << 8)];
  }),
);
const lightning = (text: string, targets?: typeof lightningTargets) =>
  transform({ filename: 'page.css', code: Buffer.from(text), targets, errorRecovery: true }).code.toString();
/** The prefixed declarations of `text`, spaced alike (Lightning CSS writes `a: b`, emotion `a:b`). */
const prefixed = (text: string) =>
  new Set((text.match(/(?<![-\w])-(webkit|moz|ms)-[a-z-]+\s*:[^;}]+/g) ?? []).map((d) => d.replace(/\s*([:,()])\s*/g, '$1').replace(/\s+/g, ' ').trim()));

/** Whether caniuse's data has `feature` supported without a prefix in every target browser. */
function unprefixedEverywhere(feature: string): boolean {
  const { stats } = caniuse.feature(caniuse.features[feature]);
  return Object.entries(TARGET_VERSIONS).every(([browser, version]) => /^y(?!.*\bx\b)/.test(stats[browser]?.[version] ?? ''));
}

describe("a prerendered page's CSS, checked against Lightning CSS and caniuse", () => {
  it('caniuse knows the features the check relies on, and reads the shorthand and user-select as still prefixed in Safari', () => {
    for (const feature of Object.values(UNPREFIXED_EVERYWHERE)) expect(unprefixedEverywhere(feature)).toBe(true);
    expect(unprefixedEverywhere('mdn-text-decoration-shorthand')).toBe(false);
    expect(unprefixedEverywhere('user-select-none')).toBe(false);
  });

  it.each(['index.html', 'shop.html', 'faq.html', 'product/101.html'])('%s lacks no prefix a target browser needs', (page) => {
    const ours = prefixed(css(page));
    const added = [...prefixed(lightning(css(page), lightningTargets))].filter((d) => !ours.has(d));
    const needed = added.filter((declaration) => {
      const [, property, value] = /^-\w+-([a-z-]+):(.+)$/.exec(declaration)!;
      const feature = UNPREFIXED_EVERYWHERE[property];
      if (property === 'text-decoration' && /\S\s+\S/.test(value.trim())) return true;
      return !feature || !unprefixedEverywhere(feature);
    });
    expect(needed).toEqual([]);
    // The multi-value shorthand in Chakra's reset (abbr) has its copy.
    expect(ours).toContain('-webkit-text-decoration:underline dotted');
  });
});
