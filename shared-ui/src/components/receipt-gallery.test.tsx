import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { ReceiptGallery, type ReceiptGalleryItem } from './receipt-gallery';

const items: ReceiptGalleryItem[] = [
  { key: 1, name: 'receipt-1.jpg', src: 'blob:one', kind: 'image', caption: 'در انتظار بررسی' },
  { key: 2, name: 'bank.pdf', src: null, kind: 'pdf' },
  { key: 3, name: 'receipt-3.png', src: 'blob:three', kind: 'image' },
];

function Harness({
  start = 0,
  onClose = jest.fn(),
  onOpenPdf,
}: {
  start?: number;
  onClose?: () => void;
  onOpenPdf?: (i: number) => void;
}) {
  const [index, setIndex] = useState(start);
  return (
    <ReceiptGallery
      open
      items={items}
      index={index}
      onIndexChange={setIndex}
      onClose={onClose}
      onOpenPdf={onOpenPdf}
    />
  );
}

const counter = () => screen.getByTestId('receipt-gallery-counter');
const large = () => within(screen.getByRole('dialog')).queryAllByRole('img', { name: /receipt/ });

describe('ReceiptGallery', () => {
  test('shows the current image large with a Persian counter and its caption', () => {
    renderWithTheme(<Harness />);
    expect(counter()).toHaveTextContent('۱ از ۳');
    expect(large()[0]).toHaveAttribute('src', 'blob:one');
    expect(screen.getByText('در انتظار بررسی')).toBeInTheDocument();
  });

  test('previous/next buttons, disabled at the ends (no wrap-around)', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<Harness />);
    const previous = screen.getByRole('button', { name: 'قبلی' });
    const next = screen.getByRole('button', { name: 'بعدی' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(counter()).toHaveTextContent('۲ از ۳');
    await user.click(next);
    expect(counter()).toHaveTextContent('۳ از ۳');
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(counter()).toHaveTextContent('۲ از ۳');
  });

  test('keyboard: ArrowLeft is next, ArrowRight is previous (RTL), no wrap at the ends; Escape closes', () => {
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(counter()).toHaveTextContent('۱ از ۳');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(counter()).toHaveTextContent('۲ از ۳');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(counter()).toHaveTextContent('۳ از ۳');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(counter()).toHaveTextContent('۳ از ۳');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(counter()).toHaveTextContent('۲ از ۳');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('keyboard events reach it through user-event as well', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('۲ از ۳');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('thumbnails jump to an item; a PDF shows a notice with an open button', async () => {
    const user = userEvent.setup({ delay: null });
    const onOpenPdf = jest.fn();
    renderWithTheme(<Harness onOpenPdf={onOpenPdf} />);
    const thumbs = within(screen.getByRole('list', { name: 'فهرست رسیدها' })).getAllByRole('button');
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'نمایش receipt-3.png' }));
    expect(counter()).toHaveTextContent('۳ از ۳');
    expect(large()[0]).toHaveAttribute('src', 'blob:three');

    await user.click(screen.getByRole('button', { name: 'نمایش bank.pdf' }));
    expect(screen.getByText('این رسید فایل PDF است و در این پنجره نمایش داده نمی‌شود.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'باز کردن PDF' }));
    expect(onOpenPdf).toHaveBeenCalledWith(1);
  });

  test('a PDF without src or handler says the file is not available', () => {
    renderWithTheme(
      <ReceiptGallery
        open
        items={[
          { key: 'a', name: 'a.pdf', src: null, kind: 'pdf' },
          { key: 'b', name: 'b.jpg', src: null, kind: 'image' },
        ]}
        index={0}
        onIndexChange={jest.fn()}
        onClose={jest.fn()}
      />,
    );
    expect(screen.getByText('فایل در دسترس نیست')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'باز کردن PDF' })).not.toBeInTheDocument();
  });

  test('an image without src says it is not available', () => {
    renderWithTheme(
      <ReceiptGallery
        open
        items={[{ key: 'b', name: 'b.jpg', src: null, kind: 'image' }]}
        index={0}
        onIndexChange={jest.fn()}
        onClose={jest.fn()}
      />,
    );
    expect(screen.getByText('تصویر در دسترس نیست')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'فهرست رسیدها' })).not.toBeInTheDocument();
  });

  test('closed: nothing shown and the keys do nothing', () => {
    const onClose = jest.fn();
    const onIndexChange = jest.fn();
    renderWithTheme(
      <ReceiptGallery open={false} items={items} index={0} onIndexChange={onIndexChange} onClose={onClose} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onIndexChange).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
