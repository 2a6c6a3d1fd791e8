import createCache, { type EmotionCache, type Options, type StylisPlugin } from '@emotion/cache';

/** The properties some browsers the shop serves still read only with `-webkit-` (Safari: user-select; Safari 17: backdrop-filter). */
const WEBKIT_TOO = new Set(['user-select', 'backdrop-filter', 'box-decoration-break']);

/**
 * Safari takes `text-decoration` unprefixed only as the line ('underline'); with a style or a
 * colour ('underline dotted') it needs the `-webkit-` shorthand.
 */
const webkitShorthand = (prop: string, value: string) => prop === 'text-decoration' && /\S\s+\S/.test(value);

/**
 * Writes `-webkit-` copies of the declarations that still need one, and nothing else. Emotion's
 * default prefixer also wrote `-ms-` and `-moz-` forms and old flexbox syntax for every rule
 * (even a `-ms-translate`): a fifth of each page's CSS (~20 KB of the home page's ~110 KB), which every
 * browser the shop runs in (those of Vite's default build target) ignores.
 */
const webkitToo: StylisPlugin = (element) => {
  if (element.type !== 'decl') return;
  const prop = element.props as string;
  if (WEBKIT_TOO.has(prop) || webkitShorthand(prop, element.children as string)) element.return = `-webkit-${element.value}${element.value}`;
};

/** Emotion's options, the same in the browser and the prerender (entry-server.tsx). */
export const EMOTION_OPTIONS: Options = { key: 'css', stylisPlugins: [webkitToo] };

/** The attribute of a prerendered page's <style> tags: "<cache key> <rule id> <rule id> ..." (entry-server.tsx writes them). */
export const PRERENDERED_STYLES = 'data-prerendered-styles';

/**
 * The browser's emotion cache. A prerendered page's rules are already in its <style> tags:
 * they are marked as inserted here, instead of going through emotion's own hydration, which
 * moves every such tag (and each <Global>'s) within <head>. Each move makes Chrome restyle and
 * lay out the whole page again, a 300 ms task at 4× CPU on the home page right after hydration.
 * Rules a page did not have are inserted as usual.
 */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createCache(EMOTION_OPTIONS);
  const globals = new Set<string>();
  for (const tag of document.querySelectorAll(`style[${PRERENDERED_STYLES}]`)) {
    const [key, ...ids] = (tag.getAttribute(PRERENDERED_STYLES) ?? '').split(' ');
    if (key === cache.key) for (const id of ids) cache.inserted[id] = true;
    else if (key === `${cache.key}-global`) for (const id of ids) globals.add(id);
  }
  if (globals.size) {
    const insert = cache.insert;
    // <Global> styles insert themselves with an empty selector: on a prerendered page, Chakra's
    // layer order, reset, global styles and tokens are in the page already.
    cache.insert = (selector, serialized, sheet, shouldCache) =>
      selector === '' && globals.has(serialized.name) ? undefined : insert(selector, serialized, sheet, shouldCache);
  }
  return cache;
}
