import { useLayoutEffect, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import fa_IR from 'antd/locale/fa_IR';
import { installPersianAria } from '../a11y/persian-aria';
import { BORDER_RADIUS, BRAND_COLORS, FONT_FAMILY, TAG_TEXT_COLORS } from './tokens';
import '../fonts.css';

export const sefareshTheme: ThemeConfig = {
  token: {
    fontFamily: FONT_FAMILY,
    colorPrimary: BRAND_COLORS.primary,
    colorLink: BRAND_COLORS.primary,
    colorLinkHover: BRAND_COLORS.primaryHover,
    colorSuccess: BRAND_COLORS.success,
    colorWarning: BRAND_COLORS.warning,
    colorError: BRAND_COLORS.error,
    colorInfo: BRAND_COLORS.info,
    colorTextBase: BRAND_COLORS.text,
    colorBgLayout: BRAND_COLORS.background,
    colorBorderSecondary: BRAND_COLORS.border,
    // antd derives these with transparency over the base text colour (2.7:1 for the tertiary grey): solid and
    // readable instead (contrast ≥ 4.5:1)
    colorTextSecondary: BRAND_COLORS.textSecondary,
    colorTextTertiary: BRAND_COLORS.textTertiary,
    colorTextDescription: BRAND_COLORS.textTertiary,
    colorTextPlaceholder: BRAND_COLORS.textPlaceholder,
    // antd's palette turns the lightest tints of these dark colours grey (#bab6af behind the chosen menu item)
    colorPrimaryBg: BRAND_COLORS.highlight,
    colorPrimaryBgHover: BRAND_COLORS.highlightHover,
    colorSuccessBg: '#e8f4ec',
    colorSuccessBgHover: '#d3eadb',
    colorSuccessBorder: '#a8d4b8',
    colorWarningBg: '#fdf3e1',
    colorWarningBgHover: '#f9e6c4',
    colorWarningBorder: '#eed3a3',
    colorInfoBg: '#e6eef7',
    colorInfoBgHover: '#d3e1f1',
    colorInfoBorder: '#a9c2e0',
    ...TAG_TEXT_COLORS,
    borderRadius: BORDER_RADIUS,
    fontSize: 14,
  },
  components: {
    // a page's title is its one <h1> (PageHeading and the areas' page titles), drawn at the size of antd's h3
    Typography: { fontSizeHeading1: 24, lineHeightHeading1: 1.3333333333333333 },
    Layout: { headerBg: BRAND_COLORS.surface, bodyBg: BRAND_COLORS.background },
    Button: { fontWeight: 500 },
    // no space before a colon: antd puts a small margin before the ':' it adds after labels
    Descriptions: { colonMarginLeft: 0 },
    Form: { labelColonMarginInlineStart: 0 },
  },
};

/** antd's fa_IR, with the product's one word for upload (بارگذاری, not آپلود). */
export const sefareshLocale: typeof fa_IR = {
  ...fa_IR,
  Upload: {
    ...fa_IR.Upload,
    uploading: 'در حال بارگذاری...',
    uploadError: 'خطا در بارگذاری',
  },
};

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Extra theme settings merged over Sefaresh's (e.g. a dark algorithm later). */
  theme?: ThemeConfig;
}

/**
 * RTL, Persian locale (screen-reader texts included) and Sefaresh theme. Wrap every area's root in it. An area that uses antd's App context
 * (App.useApp for message, notification, modal) adds `<App>` inside: it costs ~20 KB gzip, so it is not here.
 */
export function ThemeProvider({ children, theme }: ThemeProviderProps) {
  const merged: ThemeConfig = theme
    ? {
        ...sefareshTheme,
        ...theme,
        token: { ...sefareshTheme.token, ...theme.token },
        components: { ...sefareshTheme.components, ...theme.components },
      }
    : sefareshTheme;
  // the screen-reader texts antd's locale does not reach (icon names, step handlers, tab positions)
  useLayoutEffect(() => installPersianAria(), []);
  return (
    <ConfigProvider direction="rtl" locale={sefareshLocale} theme={merged}>
      {children}
    </ConfigProvider>
  );
}
