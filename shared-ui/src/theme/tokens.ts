// Sefaresh's visual language: a calm coffee brown on warm neutrals.
// Plain values (no antd import) so plain-CSS screens can use the same colours.
export const FONT_FAMILY = 'Vazirmatn, Tahoma, sans-serif';

export const BRAND_COLORS = Object.freeze({
  primary: '#7a4e2d',
  primaryHover: '#94603a',
  // every colour that is also a text colour reads at 4.5:1 or more on the surfaces and on its own light tint
  success: '#276749',
  warning: '#975a16',
  error: '#c53030',
  info: '#2a5f9e',
  text: '#2d2219',
  background: '#faf7f3',
  surface: '#ffffff',
  border: '#e7ddd2',
  /** A chosen row or item: a light tint of the brand, dark text stays readable on it. */
  highlight: '#f6ecdf',
  /** The highlight under the pointer. */
  highlightHover: '#efdfca',
  /** Secondary text (captions, descriptions): 6.7:1 on the background. */
  textSecondary: '#5f564e',
  /** Tertiary text (labels, statistic titles): 5.6:1 on the background, 5.1:1 on the highlight. */
  textTertiary: '#6b625a',
  /** A placeholder, still readable (5.1:1 on white): antd's select shows it as text. */
  textPlaceholder: '#756c65',
});

/**
 * The text shade (7) of antd's preset tag colours, darkened where antd's is under 4.5:1 on the tag's own light
 * background (gold 2.75:1, orange, volcano, green, cyan, lime): the status, stock and commission tags use them.
 */
const TAG_TEXT_SHADES = {
  gold: '#874d00',
  orange: '#ad4e00',
  volcano: '#ad2102',
  green: '#237804',
  cyan: '#006d75',
  lime: '#3f6600',
};
/** As antd's tokens: both spellings ('gold7', 'gold-7'), which name one CSS variable (the last one written wins). */
export const TAG_TEXT_COLORS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(
    Object.entries(TAG_TEXT_SHADES).flatMap(([name, shade]) => [
      [`${name}7`, shade],
      [`${name}-7`, shade],
    ]),
  ),
);

export const BORDER_RADIUS = 8;
