import { Component, useState, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { PAGE_BOUNDARY_TEXTS, PageBoundary } from './page-boundary';
import { AreaQueryProvider } from './query';

let broken = true;
function Page() {
  if (broken) throw new Error('render failed');
  return <p>محتوای صفحه</p>;
}

function Area() {
  const [path, setPath] = useState('/a');
  return (
    <AreaQueryProvider>
      <button onClick={() => setPath('/b')}>صفحه دیگر</button>
      <PageBoundary resetKey={path}>
        <Page />
      </PageBoundary>
    </AreaQueryProvider>
  );
}

describe('PageBoundary', () => {
  beforeEach(() => {
    broken = true;
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a Persian panel in place of a page that throws, and retry renders it again', async () => {
    renderWithTheme(<Area />);
    expect(screen.getByText(PAGE_BOUNDARY_TEXTS.title)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'صفحه دیگر' })).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(screen.getByText('محتوای صفحه')).toBeInTheDocument();
  });

  it('clears the failure when the location changes', async () => {
    renderWithTheme(<Area />);
    expect(screen.getByText(PAGE_BOUNDARY_TEXTS.title)).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'صفحه دیگر' }));
    expect(screen.getByText('محتوای صفحه')).toBeInTheDocument();
  });

  it('lets a failed chunk load through to the boundary above (the shell recovers from it)', () => {
    function LazyPage(): ReactNode {
      throw Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    }
    class Above extends Component<{ children: ReactNode }, { caught: string | null }> {
      state = { caught: null as string | null };
      static getDerivedStateFromError(error: Error) {
        return { caught: error.name };
      }
      render() {
        return this.state.caught ? <p>caught above: {this.state.caught}</p> : this.props.children;
      }
    }
    renderWithTheme(
      <Above>
        <PageBoundary resetKey="/a">
          <LazyPage />
        </PageBoundary>
      </Above>,
    );
    expect(screen.getByText('caught above: ChunkLoadError')).toBeInTheDocument();
    expect(screen.queryByText(PAGE_BOUNDARY_TEXTS.title)).not.toBeInTheDocument();
  });
});
