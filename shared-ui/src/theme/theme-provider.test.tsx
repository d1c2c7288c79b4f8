import { render, screen } from '@testing-library/react';
import { Button, ConfigProvider, DatePicker, Descriptions, Pagination } from 'antd';
import { useContext } from 'react';
import { ThemeProvider, sefareshTheme } from './theme-provider';

function Probe() {
  const { direction, locale, theme } = useContext(ConfigProvider.ConfigContext);
  return (
    <div
      data-testid="probe"
      data-direction={direction}
      data-locale={locale?.locale}
      data-font={theme?.token?.fontFamily}
    />
  );
}

describe('ThemeProvider', () => {
  it('provides RTL, the fa_IR locale and the Vazirmatn font', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    const probe = screen.getByTestId('probe');
    expect(probe).toHaveAttribute('data-direction', 'rtl');
    expect(probe).toHaveAttribute('data-locale', 'fa');
    expect(probe.getAttribute('data-font')).toMatch(/^Vazirmatn/);
  });

  it('renders antd components right-to-left with Persian texts', () => {
    const { container } = render(
      <ThemeProvider>
        <Button type="primary">ثبت</Button>
        <Pagination total={50} showSizeChanger={false} showQuickJumper />
        <DatePicker />
      </ThemeProvider>,
    );
    expect(container.querySelector('.ant-btn-rtl')).not.toBeNull();
    expect(container.querySelector('.ant-pagination-rtl')).not.toBeNull();
    expect(container.textContent).toContain('برو به');
  });

  it('merges theme overrides', () => {
    let seen: string | undefined;
    function Read() {
      seen = useContext(ConfigProvider.ConfigContext).theme?.token?.colorPrimary;
      return null;
    }
    render(
      <ThemeProvider theme={{ token: { colorPrimary: '#123456' } }}>
        <Read />
      </ThemeProvider>,
    );
    expect(seen).toBe('#123456');
    expect(sefareshTheme.token?.fontFamily).toBe('Vazirmatn, Tahoma, sans-serif');
  });

  it('puts no space before the colon antd adds after a label', () => {
    render(
      <ThemeProvider>
        <Descriptions items={[{ key: 'code', label: 'کد نماینده', children: 'DLR-1001' }]} />
      </ThemeProvider>,
    );
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
    expect(css).toMatch(
      /ant-descriptions-item-label::after\{[^}]*margin-inline:var\(--ant-descriptions-colon-margin-left\)/,
    );
    expect(css).toMatch(/--ant-descriptions-colon-margin-left:0(px)?;/);
  });
});
