import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from './theme/theme-provider';

export function renderWithTheme(ui: ReactElement) {
  return render(<ThemeProvider>{ui}</ThemeProvider>);
}
