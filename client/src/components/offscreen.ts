/**
 * For blocks that start below the first screen: the browser skips their layout and paint until
 * they come near the viewport (`content-visibility: auto`), using the intrinsic size as their
 * height meanwhile and remembering the real one once drawn. They stay in the accessibility tree
 * and in find-in-page.
 */
export const OFFSCREEN_UNTIL_NEEDED = { contentVisibility: 'auto', containIntrinsicSize: 'auto 720px' } as const;

/**
 * For each card of a product grid or list: a card off screen is not laid out or painted (its
 * picture included) until it comes near the viewport, so a filter change that swaps 24 cards
 * costs the browser only the few it shows. Until a card has been drawn once, its height is
 * estimated: 62.5vw + 125px is a card at two columns on a phone (a 4:5 picture and ~125px of
 * text and button), 32rem one at three or four on a wide screen. The width is the grid's.
 * Painting is clipped to the card's box: the 4px of padding, taken back by the margin, leave
 * room for the focus ring of the card's full-width button.
 * A style attribute, not a styled element: there are many cards, and each styled element costs
 * the app's render.
 */
export const OFFSCREEN_ITEM_STYLE = {
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto min(62.5vw + 125px, 32rem)',
  padding: '4px',
  margin: '-4px',
} as const;
