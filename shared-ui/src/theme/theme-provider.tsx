import { useLayoutEffect, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import fa_IR from 'antd/locale/fa_IR';
import { installPersianAria } from '../a11y/persian-aria';
import { BORDER_RADIUS, BRAND_COLORS, FONT_FAMILY } from './tokens';
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
    borderRadius: BORDER_RADIUS,
    fontSize: 14,
  },
  components: {
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
