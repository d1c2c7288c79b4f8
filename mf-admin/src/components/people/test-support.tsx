// Shared by the people pages' tests (imported by *.test.tsx only): a signed-in admin, the page inside the area's
// providers, and the open modal with a title.
import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { useAuthStore, type AuthUser } from '@sefaresh/shared-api';
import { AreaQueryProvider, ThemeProvider } from '@sefaresh/shared-ui';

export const admin = (is_superuser: boolean): AuthUser => ({
  id: 1,
  email: 'admin@example.com',
  name: 'مدیر',
  is_staff: true,
  is_dealer: false,
  is_superuser,
  company_name: null,
  phone: null,
});

export function renderAs(superuser: boolean, page: ReactNode, path: string) {
  useAuthStore.getState().setSession(admin(superuser), { access: 'a', refresh: 'r' });
  return render(
    <ThemeProvider>
      <AreaQueryProvider>
        <AntApp>
          <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
        </AntApp>
      </AreaQueryProvider>
    </ThemeProvider>,
  );
}

/** The open modal with this title (antd names its dialog through a node jsdom does not resolve). */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('dialog').find((d) => within(d).queryByText(title));
    expect(found).toBeDefined();
  });
  return found!;
}

export const setupUser = () => userEvent.setup({ delay: null });
