// Sefaresh's visual language: a calm coffee brown on warm neutrals.
// Plain values (no antd import) so plain-CSS screens can use the same colours.
export const FONT_FAMILY = 'Vazirmatn, Tahoma, sans-serif';

export const BRAND_COLORS = Object.freeze({
  primary: '#7a4e2d',
  primaryHover: '#94603a',
  success: '#2f855a',
  warning: '#c27c0e',
  error: '#c53030',
  info: '#2b6cb0',
  text: '#2d2219',
  background: '#faf7f3',
  surface: '#ffffff',
  border: '#e7ddd2',
  /** A chosen row or item: a light tint of the brand, dark text stays readable on it. */
  highlight: '#f6ecdf',
});

export const BORDER_RADIUS = 8;
