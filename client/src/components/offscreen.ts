/**
 * For blocks that start below the first screen: the browser skips their layout and paint until
 * they come near the viewport (`content-visibility: auto`), using the intrinsic size as their
 * height meanwhile and remembering the real one once drawn. They stay in the accessibility tree
 * and in find-in-page.
 */
export const OFFSCREEN_UNTIL_NEEDED = { contentVisibility: 'auto', containIntrinsicSize: 'auto 720px' } as const;
