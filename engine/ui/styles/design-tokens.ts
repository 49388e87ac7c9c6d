/**
 * The site's colours, for what cannot read CSS custom properties: the product illustrations are
 * drawn at build time into SVG files (engine/ui/illustrations/), and an <img> does not inherit the
 * page's CSS. site.css declares the same values in :root (--color-<name>); a unit test
 * (tests/unit/ui/illustrations.test.ts) fails when the two disagree.
 */
export const designTokens = {
  ink: '#14212b',
  muted: '#52606d',
  brand: '#0b3d63',
  accent: '#c2410c',
  surface: '#f4f7fa',
  line: '#dce3ea',
} as const;

/** The tokens plus the white of the page (body { background: #fff }): every colour a drawing may use. */
export const illustrationPalette = { ...designTokens, paper: '#ffffff' } as const;
