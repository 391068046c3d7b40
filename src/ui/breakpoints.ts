/**
 * The page's widths, named once. CSS custom properties cannot be used in @media, so each
 * stylesheet writes these numbers: `(min-width: Npx)` from a width up, `(max-width: N-1px)`
 * below it. tests/ui/css-tokens.test.ts fails on any other width in a stylesheet or a media
 * query in code.
 */
export const BREAKPOINTS = {
  /** Below it, a phone: one column, compact cards and tables. */
  phone: 700,
  /** From it, the pin's hero beside its facts. */
  tablet: 900,
  /** From it, the board beside the verdict column. */
  desktop: 1024,
  /** From it, the header's search keeps its visible label. */
  wide: 1280,
} as const;

/** The media query for widths below `width`. */
export const below = (width: number): string => `(max-width: ${width - 1}px)`;
