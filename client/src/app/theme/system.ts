import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import {
  animationStyles, badgeRecipe, breakpoints, buttonRecipe, checkboxSlotRecipe, checkmarkRecipe,
  containerRecipe, drawerSlotRecipe, fieldSlotRecipe, globalCss, headingRecipe, inputRecipe,
  keyframes, layerStyles, linkRecipe, menuSlotRecipe, nativeSelectSlotRecipe, semanticTokens,
  separatorRecipe, skeletonRecipe, spinnerRecipe, textStyles, tokens,
} from '@chakra-ui/react/theme';
// The help pages' FAQ accordion and contact form.
import { accordionSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';
// The orders page's cancel confirmation.
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { badgeOverrides, buttonOverrides, headingOverrides } from './recipes';
import { brandSemanticTokens, brandTokens } from './tokens';

/**
 * Only the recipes the shop uses are bundled (the full default theme is ~40 KB gzip more).
 * A component whose recipe is missing here renders unstyled: add its recipe when you use it.
 */
const chakraSlice = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints, keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles,
    recipes: {
      badge: badgeRecipe, button: buttonRecipe, checkmark: checkmarkRecipe, container: containerRecipe,
      heading: headingRecipe, input: inputRecipe, link: linkRecipe, separator: separatorRecipe,
      skeleton: skeletonRecipe, spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      dialog: dialogSlotRecipe,
      checkbox: checkboxSlotRecipe, drawer: drawerSlotRecipe, field: fieldSlotRecipe,
      menu: menuSlotRecipe, nativeSelect: nativeSelectSlotRecipe,
    },
  },
});

const squ = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg', fontFamily: 'body' },
    '::selection': { bg: 'brand.200' },
    img: { maxWidth: '100%' },
  },
  theme: {
    tokens: brandTokens,
    semanticTokens: brandSemanticTokens,
    recipes: { button: buttonOverrides, heading: headingOverrides, badge: badgeOverrides },
  },
});

export const system = createSystem(defaultBaseConfig, chakraSlice, squ);
