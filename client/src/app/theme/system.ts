import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig, defineGlobalStyles, type SystemContext } from '@chakra-ui/react/styled-system';
import {
  animationStyles, badgeRecipe, breakpoints, buttonRecipe, containerRecipe,
  dialogSlotRecipe, drawerSlotRecipe, fieldSlotRecipe, globalCss, headingRecipe,
  inputRecipe, keyframes, layerStyles, linkRecipe, menuSlotRecipe,
  nativeSelectSlotRecipe, semanticTokens, separatorRecipe, skeletonRecipe,
  spinnerRecipe, textareaRecipe, textStyles, tokens,
} from '@chakra-ui/react/theme';
import { badgeOverrides, buttonOverrides, headingOverrides } from './recipes';
import { brandSemanticTokens, brandTokens } from './tokens';

/**
 * The colour palettes the shop uses (app code, its recipes and the semantic tokens it keeps). The
 * order statuses' yellow, blue and purple keep only the shades their badges read (tokens.ts).
 */
const PALETTES = ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha', 'gray', 'red', 'orange', 'green'];

/** A token value referring only to palettes that are kept (`{colors.blue.50}` is dropped with blue). */
const keptReferences = (value: string) =>
  [...value.matchAll(/\{colors\.([a-zA-Z]+)/g)].every(([, palette]) => PALETTES.includes(palette));

type TokenTree = { [key: string]: TokenTree | { value: unknown } };

/**
 * The shop has one colour mode: semantic tokens keep their light value only (Chakra would
 * otherwise write every variable twice, once for `.dark`), and tokens referring to a dropped
 * palette go. Fewer tokens make `createSystem` (run as the shell loads, before the first
 * interaction) about twice as fast and the global CSS of every page much smaller.
 */
function lightOnly(tree: TokenTree): TokenTree {
  const out: TokenTree = {};
  for (const [key, node] of Object.entries(tree)) {
    if (node && typeof node === 'object' && 'value' in node) {
      const v = node.value as unknown;
      const light = v && typeof v === 'object' && '_light' in v ? (v as { _light: unknown })._light : v;
      if (typeof light !== 'string' || keptReferences(light)) out[key] = { ...node, value: light };
    } else {
      const kept = lightOnly(node as TokenTree);
      if (Object.keys(kept).length) out[key] = kept;
    }
  }
  return out;
}

/** The entries of `tree` named in `names`. */
const pick = (tree: object | undefined, names: string[]) => Object.fromEntries(Object.entries(tree ?? {}).filter(([name]) => names.includes(name)));

const shopTokens = { ...tokens, colors: pick(tokens.colors, PALETTES) };
const shopSemanticTokens = {
  ...semanticTokens,
  colors: lightOnly(pick(semanticTokens.colors, ['bg', 'fg', 'border', ...PALETTES]) as TokenTree),
  shadows: lightOnly((semanticTokens.shadows ?? {}) as TokenTree),
  radii: semanticTokens.radii,
};

/**
 * Chakra's global styles, but for its `*` rule's custom properties. That rule gives every element
 * 26 of them: defaults for the `filter="auto"`, `backdropFilter="auto"` and `ring` utilities,
 * which the shop does not use, and three that are the same everywhere (the fonts and the border
 * colour, for the reset's `*` rules). Custom properties are worked out for every element that
 * declares them: styling a whole page from scratch took Chromium 22 ms on the shop page (desktop
 * width; 11 at a phone's) and 15 on the home page, 16, 7 and 11 ms without them. The three live on
 * `html` instead, where every element inherits them. Should the shop take up those utilities,
 * their defaults go back to `*`.
 */
const { '*': everyElement, html, ...otherGlobalCss } = globalCss;
const shopGlobalCss = defineGlobalStyles({
  ...otherGlobalCss,
  '*': { fontFeatureSettings: everyElement.fontFeatureSettings },
  html: { ...html, '--global-font-mono': 'fonts.mono', '--global-font-body': 'fonts.body', '--global-color-border': 'colors.border' },
});

/**
 * Chakra's base config (`defaultBaseConfig`: conditions, utilities) with only the theme the shop
 * uses, as Chakra's docs describe for a smaller bundle: the full default theme is ~40 KB gzip
 * more, and each recipe is more work for `createSystem`. A component whose recipe is missing here
 * renders unstyled: add its recipe when you use it.
 */
const chakraSlice = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: shopGlobalCss,
  theme: {
    breakpoints, keyframes, tokens: shopTokens, semanticTokens: shopSemanticTokens as typeof semanticTokens, textStyles, layerStyles, animationStyles,
    recipes: {
      badge: badgeRecipe, button: buttonRecipe, container: containerRecipe,
      heading: headingRecipe, input: inputRecipe, link: linkRecipe, separator: separatorRecipe,
      skeleton: skeletonRecipe, spinner: spinnerRecipe, textarea: textareaRecipe,
    },
    slotRecipes: {
      dialog: dialogSlotRecipe, drawer: drawerSlotRecipe, field: fieldSlotRecipe,
      menu: menuSlotRecipe, nativeSelect: nativeSelectSlotRecipe,
    },
  },
});

const squ = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg', fontFamily: 'body' },
    '::selection': { bg: 'brand.200' },
    img: { maxWidth: '100%' },
    // Shoppers who ask their system for less motion get none: Chakra's drawers, dialog and menu
    // (and the hero) appear and go at once. With no animation at all (not a very short one),
    // Chakra's presence mounts and unmounts at once instead of waiting for an animation's end.
    '*, *::before, *::after': {
      _motionReduce: { animationName: 'none !important', transitionDuration: '0s !important', scrollBehavior: 'auto !important' },
    },
  },
  theme: {
    tokens: brandTokens,
    semanticTokens: brandSemanticTokens,
    recipes: { button: buttonOverrides, heading: headingOverrides, badge: badgeOverrides },
  },
});

/** The shop's configs, also for a page that needs recipes the shop does not (the admin console's table). */
export const shopConfigs = [defaultBaseConfig, chakraSlice, squ] as const;

/** The shop's Chakra system (`<ChakraProvider value={shopSystem}>`, app/providers.tsx). */
export const shopSystem: SystemContext = createSystem(...shopConfigs);
