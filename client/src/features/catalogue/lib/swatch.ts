/** Swatch colours for the catalogue's colour names; unknown names get a neutral grey. */
const SWATCHES: Record<string, string> = {
  black: '#1c1917', white: '#ffffff', grey: '#9ca3af', gray: '#9ca3af', charcoal: '#374151',
  navy: '#1e3a5f', indigo: '#3f4f8f', 'light blue': '#a5c8e8', 'sky blue': '#7cc0ea', teal: '#0f766e',
  emerald: '#059669', olive: '#708238', 'sage green': '#9caf88', khaki: '#c3b091', beige: '#e8dcc4',
  ivory: '#fffaf0', tan: '#d2b48c', brown: '#7b4a2d', rust: '#b7410e', mustard: '#d4a017',
  gold: '#c9a227', silver: '#c0c0c0', maroon: '#7f1d1d', wine: '#722f37', red: '#dc2626',
  coral: '#f87171', 'blush pink': '#f4c2c2', pink: '#f9a8d4', lavender: '#c4b5fd',
};

export const swatchFor = (color: string): string => SWATCHES[color.toLowerCase()] ?? '#a8a29e';
