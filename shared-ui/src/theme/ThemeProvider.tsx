import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import fa_IR from 'antd/locale/fa_IR';
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
  },
};

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Extra theme settings merged over Sefaresh's (e.g. a dark algorithm later). */
  theme?: ThemeConfig;
}

/**
 * RTL, Persian locale and Sefaresh theme. Wrap every area's root in it. An area that uses antd's App context
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
  return (
    <ConfigProvider direction="rtl" locale={fa_IR} theme={merged}>
      {children}
    </ConfigProvider>
  );
}
