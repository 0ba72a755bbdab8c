/**
 * The live example sites a demo stack carries (prisma/demo-data.ts seeds them, the home page links
 * to them): three designs in three markets and colour schemes, so a visitor sees the real product.
 */
export const DEMO_SITES = [
  { siteName: "lucky-fruits-demo", design: "lucky-fruits", marketCode: "BR", schemeKey: "ruby" },
  { siteName: "golden-dragon-demo", design: "golden-dragon", marketCode: "MY", schemeKey: "midnight-gold" },
  { siteName: "stadium-pro-demo", design: "stadium-pro", marketCode: "GLOBAL", schemeKey: "deep-ocean" },
] as const;
