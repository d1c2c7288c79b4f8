import { theme } from 'antd';

/** A labelled figure of the statistics and summary cards. */
export function Counter({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const { token } = theme.useToken();
  return (
    <div
      data-testid={testId}
      data-counter
      style={{
        flex: '1 1 140px',
        padding: '12px 16px',
        borderRadius: token.borderRadiusLG,
        background: token.colorFillQuaternary,
      }}
    >
      <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{label}</div>
      <div style={{ fontSize: token.fontSizeHeading4, fontWeight: 700, color: token.colorText }}>{value}</div>
    </div>
  );
}
