/**
 * The CSS a prerendered page carries (client/dist/.pages, built before this suite): emotion writes
 * `-webkit-` copies of the declarations some browsers the shop serves still need, and none of the
 * old `-ms-`, `-moz-` and flexbox forms its default prefixer wrote (client/src/app/emotion-cache.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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
