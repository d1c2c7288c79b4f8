import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PAGE_BOUNDARY_TEXTS } from '@sefaresh/shared-ui';

jest.mock('./features/login', () => ({
  LoginPage: () => {
    throw new Error('render failure');
  },
}));

import App from './app';

test('a page that throws shows the Persian panel with retry inside the area', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={['/login']}>
      <App />
    </MemoryRouter>,
  );
  expect(screen.getByText(PAGE_BOUNDARY_TEXTS.title)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
});
