import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useScreenSize } from './use-screen-size';

function Probe() {
  return <output>{useScreenSize()}</output>;
}

/** A matchMedia for a window of the given width whose width can change later. */
function mockWindowWidth(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  const matchMedia = (query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1]);
    return {
      get matches() {
        return width <= max;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return {
    resize(next: number) {
      width = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('useScreenSize', () => {
  it.each([
    [375, 'small'],
    [480, 'small'],
    [600, 'medium'],
    [800, 'medium'],
    [1280, 'large'],
  ])('is %s px -> %s', (width, size) => {
    mockWindowWidth(width);
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent(size);
  });

  it('follows the window when it is resized', () => {
    const media = mockWindowWidth(1200);
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('large');
    media.resize(400);
    expect(screen.getByRole('status')).toHaveTextContent('small');
    media.resize(700);
    expect(screen.getByRole('status')).toHaveTextContent('medium');
  });

  it('is large when rendered on a server', () => {
    expect(renderToString(<Probe />)).toContain('large');
  });
});
