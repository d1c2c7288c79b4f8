// Shared by the report pages' tests (imported by *.test.tsx only): the page at an address inside the area's
// providers with the address shown, the range picker typed into as a user does, and the downloads caught.
import type { ReactNode } from 'react';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { configureApi, useAuthStore } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { AreaQueryProvider, ThemeProvider } from '@sefaresh/shared-ui';
import { admin } from '../../components/people/test-support';
import { REPORTS_TEXTS as T } from './messages';

configure({ asyncUtilTimeout: 5000 });

/** The test API, started before and closed after each test of the file that calls this. */
export function withTestApi(): { current: TestApi } {
  const ref = {} as { current: TestApi };
  beforeEach(async () => {
    localStorage.clear();
    ref.current = await startTestApi();
    configureApi({ onSessionExpired: jest.fn() });
  });
  afterEach(async () => {
    await ref.current.close();
    useAuthStore.getState().clear();
    jest.restoreAllMocks();
  });
  return ref;
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

export function renderReport(page: ReactNode, path: string) {
  useAuthStore.getState().setSession(admin(false), { access: 'a', refresh: 'r' });
  return render(
    <ThemeProvider>
      <AreaQueryProvider>
        <AntApp>
          <MemoryRouter initialEntries={[path]}>
            {page}
            <Where />
          </MemoryRouter>
        </AntApp>
      </AreaQueryProvider>
    </ThemeProvider>,
  );
}

export const where = () => screen.getByTestId('where').textContent;
export const setupUser = () => userEvent.setup({ delay: null });

/**
 * Enters both days of the range picker ('1404/07/01', Persian or ASCII digits), each pasted whole (typed key by key,
 * '1404/12/2' is already a day the picker rewrites) and confirmed with Enter.
 */
export async function typeRange(from: string, to: string) {
  const user = setupUser();
  for (const [placeholder, text] of [
    [T.rangeFrom, from],
    [T.rangeTo, to],
  ]) {
    const input = screen.getByPlaceholderText(placeholder);
    await user.click(input);
    await user.clear(input);
    await user.paste(text);
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  }
}

/** The names of the files the page saved (saveBlob clicks a download link). */
export function catchDownloads(): string[] {
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:report');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
