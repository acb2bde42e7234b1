import { renderWithIntl } from '@portal/shared/i18n/testing';
import { render, screen } from '@testing-library/react';
import { Pagination } from './pagination';
import { parsePage, usePageFocus } from './use-page';

const hrefOf = (page: number) => (page === 0 ? '/en/visits' : `/en/visits?page=${page}`);

describe('Pagination', () => {
  it('shows nothing for a single page or none', () => {
    const { container, rerender } = renderWithIntl(<Pagination label="Visit pages" page={0} pageCount={1} hrefOf={hrefOf} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination label="Visit pages" page={0} pageCount={0} hrefOf={hrefOf} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the navigation and shows which page of how many, from 1', () => {
    renderWithIntl(<Pagination label="Visit pages" page={1} pageCount={3} hrefOf={hrefOf} />);
    const nav = screen.getByRole('navigation', { name: 'Visit pages' });
    expect(nav).toHaveTextContent('Page 2 of 3');
    // Not printed.
    expect(nav).toHaveAttribute('data-screen-only');
  });

  it('links the pages before and after by their addresses', () => {
    renderWithIntl(<Pagination label="Visit pages" page={1} pageCount={3} hrefOf={hrefOf} />);
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/visits');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/en/visits?page=2');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = renderWithIntl(<Pagination label="Visit pages" page={0} pageCount={2} hrefOf={hrefOf} />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toBeInTheDocument();
    rerender(<Pagination label="Visit pages" page={1} pageCount={2} hrefOf={hrefOf} />);
    expect(screen.getByRole('link', { name: 'Previous page' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it.each([
    ['fi', 'Sivu 2/3', 'Edellinen sivu', 'Seuraava sivu'],
    ['sv', 'Sida 2 av 3', 'Föregående sida', 'Nästa sida'],
  ] as const)('speaks %s', (lang, pageOf, previous, next) => {
    renderWithIntl(<Pagination label="Sivut" page={1} pageCount={3} hrefOf={hrefOf} />, { lang });
    expect(screen.getByRole('navigation', { name: 'Sivut' })).toHaveTextContent(pageOf);
    expect(screen.getByRole('link', { name: previous })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: next })).toBeInTheDocument();
  });
});

describe('parsePage', () => {
  it.each([
    [null, 0],
    ['0', 0],
    ['3', 3],
    ['x', 0],
    ['-1', 0],
    ['1.5', 0],
    ['', 0],
    ['1234567', 0],
  ])('reads the page %p as %p', (param, page) => {
    expect(parsePage(param)).toBe(page);
  });
});

describe('usePageFocus', () => {
  function List({ page, ready }: { page: number; ready: boolean }) {
    const ref = usePageFocus<HTMLUListElement>(page, ready);
    return (
      <ul ref={ref} tabIndex={-1} aria-label="Items">
        <li>{page}</li>
      </ul>
    );
  }

  it('leaves focus alone on arrival and puts it on the list once another page is shown', () => {
    const { rerender } = render(<List page={2} ready />);
    const list = screen.getByRole('list', { name: 'Items' });
    expect(list).not.toHaveFocus();

    // Moving: the list of the new page is not there yet.
    rerender(<List page={3} ready={false} />);
    expect(list).not.toHaveFocus();
    rerender(<List page={3} ready />);
    expect(list).toHaveFocus();

    // The same page again (e.g. a retry) does not move focus.
    list.blur();
    rerender(<List page={3} ready={false} />);
    rerender(<List page={3} ready />);
    expect(list).not.toHaveFocus();
  });
});
