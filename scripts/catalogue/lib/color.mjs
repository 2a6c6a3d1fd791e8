// Colour helpers for the illustrations.
import { COLORS } from './data.mjs';

const hex2 = (n) => Math.round(Math.max(0, Math.min(255, n))).toString(16).padStart(2, '0');

export function rgb(hex) {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

export function toHex([r, g, b]) {
  return `#${hex2(r)}${hex2(g)}${hex2(b)}`.toUpperCase();
}

/** Mix a toward b by t (0 = a, 1 = b). */
export function mix(a, b, t) {
  const x = rgb(a);
  const y = rgb(b);
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
}

/** Relative luminance 0..1. */
export function lum(hex) {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// Motif colour for prints on each base colour (hand-picked pairs).
const ACCENTS = {
  Black: '#E8DCC4',
  White: '#2F4275',
  Ivory: '#8A3346',
  Beige: '#7A4B2E',
  Khaki: '#5A4A2A',
  Tan: '#F1E4CC',
  Brown: '#E0C596',
  Grey: '#F4F1EA',
  Charcoal: '#D6A64C',
  Navy: '#F0E6D2',
  Indigo: '#F1EAD8',
  'Light Blue': '#2F4275',
  'Sky Blue': '#FFFFFF',
  Teal: '#F2D49B',
  Emerald: '#EBD59E',
  Olive: '#EDE0BF',
  'Sage Green': '#FBF7EE',
  Mustard: '#8E2F25',
  Rust: '#F4E2C4',
  Maroon: '#E9C377',
  Wine: '#E8C8A4',
  Red: '#F6E8CF',
  Coral: '#FFF5EA',
  Peach: '#A5462F',
  'Blush Pink': '#8C3148',
  Lavender: '#4E3F7A',
  Gold: '#6B3E1E',
  Silver: '#2E3440',
};

const COOL = new Set(['Black', 'White', 'Grey', 'Charcoal', 'Navy', 'Silver', 'Light Blue', 'Sky Blue', 'Lavender', 'Teal', 'Indigo']);

/** The colour roles every shape can refer to. */
export function palette(colorName) {
  const main = COLORS[colorName] || '#9B9C9F';
  const L = lum(main);
  const light = L > 0.72;
  const accent = ACCENTS[colorName] || (L > 0.4 ? mix(main, '#000000', 0.55) : mix(main, '#FFFFFF', 0.75));
  const gold = '#C9A24D';
  const silver = '#C5CAD1';
  return {
    name: colorName,
    main,
    dark: mix(main, '#000000', light ? 0.16 : 0.3),
    darker: mix(main, '#000000', light ? 0.3 : 0.5),
    light: mix(main, '#FFFFFF', 0.38),
    outline: mix(main, '#000000', light ? 0.32 : 0.45),
    accent,
    accent2: L > 0.35 ? '#5E7F55' : '#A9C193',
    center: '#E3B64F',
    metal: COOL.has(colorName) ? silver : gold,
    metalDark: COOL.has(colorName) ? '#8E949C' : '#9A7632',
    sole: '#F2EEE6',
    soleEdge: '#D9D2C5',
    lining: '#E6D6BE',
    stitch: mix(main, '#FFFFFF', 0.5),
    bg: light ? '#ECE6DE' : mix(main, '#F7F3EE', 0.87),
    bgLight: light ? '#F6F2EC' : mix(main, '#FFFFFF', 0.93),
    isLight: light,
  };
}
