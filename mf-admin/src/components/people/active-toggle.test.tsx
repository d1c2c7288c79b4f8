import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActiveToggle } from './active-toggle';
import { PEOPLE_TEXTS as T } from './messages';

jest.setTimeout(30_000);

test('an active account is deactivated only once the confirmation is accepted', async () => {
  const user = userEvent.setup();
  const onConfirm = jest.fn();
  render(<ActiveToggle active confirm="این حساب غیرفعال می‌شود" busy={false} onConfirm={onConfirm} />);
  await user.click(screen.getByRole('button', { name: T.deactivate }));
  expect(await screen.findByText('این حساب غیرفعال می‌شود')).toBeInTheDocument();
  expect(onConfirm).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: T.yes }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});

test('an inactive account offers activation, and «no» leaves it as it is', async () => {
  const user = userEvent.setup();
  const onConfirm = jest.fn();
  render(<ActiveToggle active={false} confirm="فعال شود؟" onConfirm={onConfirm} />);
  expect(screen.queryByRole('button', { name: T.deactivate })).toBeNull();
  await user.click(screen.getByRole('button', { name: T.activate }));
  await user.click(await screen.findByRole('button', { name: T.no }));
  expect(onConfirm).not.toHaveBeenCalled();
});
