import { defineSemanticTokens, defineTokens } from '@chakra-ui/react/styled-system';

/**
 * SQU's look: warm ivory paper, near-black ink, and a terracotta accent taken from Indian
 * textiles. Neutral greys are warmed (stone) so every surface feels of one piece.
 */
export const brandTokens = defineTokens({
  colors: {
    gray: {
      50: { value: '#fafaf9' }, 100: { value: '#f5f5f4' }, 200: { value: '#e7e5e4' },
      300: { value: '#d6d3d1' }, 400: { value: '#a8a29e' }, 500: { value: '#78716c' },
      600: { value: '#57534e' }, 700: { value: '#44403c' }, 800: { value: '#292524' },
      900: { value: '#1c1917' }, 950: { value: '#0c0a09' },
    },
    brand: {
      50: { value: '#fbf3ee' }, 100: { value: '#f5e1d5' }, 200: { value: '#ebc1a9' },
      300: { value: '#de9a76' }, 400: { value: '#d0764c' }, 500: { value: '#b85a30' },
      600: { value: '#9c4725' }, 700: { value: '#7e3820' }, 800: { value: '#662f1d' },
      900: { value: '#54281a' }, 950: { value: '#2e130b' },
    },
    ivory: { value: '#faf7f2' },
    sand: { value: '#f1ebe2' },
  },
  fonts: {
    heading: { value: "'Playfair Display Variable', Georgia, 'Times New Roman', serif" },
    body: { value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  },
  radii: {
    l1: { value: '2px' }, l2: { value: '4px' }, l3: { value: '6px' },
  },
});

export const brandSemanticTokens = defineSemanticTokens({
  colors: {
    brand: {
      solid: { value: '{colors.brand.600}' },
      contrast: { value: '{colors.white}' },
      fg: { value: '{colors.brand.700}' },
      muted: { value: '{colors.brand.100}' },
      subtle: { value: '{colors.brand.50}' },
      emphasized: { value: '{colors.brand.200}' },
      focusRing: { value: '{colors.brand.500}' },
    },
    bg: {
      DEFAULT: { value: '{colors.white}' },
      canvas: { value: '{colors.ivory}' },
      sand: { value: '{colors.sand}' },
    },
    fg: {
      // Body text is ink, not pure black; muted stays above 4.5:1 on white and ivory.
      DEFAULT: { value: '{colors.gray.900}' },
      muted: { value: '{colors.gray.600}' },
      // A field's error line: Chakra's red.500 is 3.8:1 on white, under the 4.5:1 small text needs.
      error: { value: '{colors.red.700}' },
    },
    sale: { value: '{colors.brand.700}' },
    // The order statuses' badges (features/orders/lib/status.ts: pending, confirmed, shipped) in
    // Chakra's yellow, blue and purple, but only the two shades a subtle badge reads (its
    // background and text; Chakra's light values): the whole palettes would put 57 more custom
    // properties on every page (with them, one 10-run pass of bench/filter-browser.bench.mjs gave
    // a median of 86 ms against 70 without; passes of one build differ by about as much).
    yellow: { subtle: { value: '#fef9c3' }, fg: { value: '#713f12' } },
    blue: { subtle: { value: '#dbeafe' }, fg: { value: '#173da6' } },
    purple: { subtle: { value: '#f3e8ff' }, fg: { value: '#641ba3' } },
  },
});
