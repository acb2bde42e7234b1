import { aSession } from '@portal/shared/data-access/testing';
import { fireEvent, screen } from '@testing-library/react';
import { renderPortal } from '../../testing/render-portal';
import { nativeAppPoster } from './in-app-external-links';

type BridgeWindow = Window & { ReactNativeWebView?: { postMessage: (message: string) => void } };

function addLink(href: string, target?: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  if (target) anchor.target = target;
  document.body.append(anchor);
  return anchor;
}

/** Clicks the link; true when the browser would have followed it (nothing prevented it). */
function click(anchor: HTMLAnchorElement): boolean {
  let followed = false;
  const record = (event: Event) => {
    followed = !event.defaultPrevented;
    // jsdom cannot load another document; the answer is already recorded.
    event.preventDefault();
  };
  window.addEventListener('click', record, { once: true });
  fireEvent.click(anchor);
  return followed;
}

describe('external links in the in-app booking web view', () => {
  const postMessage = jest.fn<void, [string]>();

  beforeEach(() => {
    (window as BridgeWindow).ReactNativeWebView = { postMessage };
  });

  afterEach(() => {
    delete (window as BridgeWindow).ReactNativeWebView;
    postMessage.mockReset();
    document.querySelectorAll('body > a').forEach((anchor) => anchor.remove());
  });

  async function renderInApp(sessionScope: 'in-app-booking' | 'default') {
    await renderPortal('/en/booking', { session: aSession({ lang: 'en', sessionScope }) });
    await screen.findByRole('heading', { level: 1, name: 'Book an appointment' });
  }

  it.each([
    ['another origin', 'https://www.google.com/maps/search/?api=1&query=Kajo', undefined],
    ['a new tab on this site', `${window.location.origin}/fi/eula`, '_blank'],
    ['a phone number', 'tel:+358103803838', undefined],
  ])('hands %s to the native app instead of opening it', async (_, href, target) => {
    await renderInApp('in-app-booking');
    const followed = click(addLink(href, target));
    expect(followed).toBe(false);
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(JSON.parse(postMessage.mock.calls[0]?.[0] ?? '')).toEqual({ type: 'openExternalLink', url: new URL(href).href });
  });

  it('leaves links within the portal alone', async () => {
    await renderInApp('in-app-booking');
    const followed = click(addLink('/en/appointments'));
    expect(followed).toBe(true);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('does nothing in an ordinary browser session', async () => {
    await renderInApp('default');
    const followed = click(addLink('https://www.suomi.fi/valtuudet'));
    expect(followed).toBe(true);
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('nativeAppPoster', () => {
  it('prefers the React Native bridge', () => {
    const bridge = { postMessage: jest.fn<void, [string]>() };
    const win = { ReactNativeWebView: bridge } as unknown as Window;
    Object.assign(win, { parent: win });
    nativeAppPoster(win)?.('{"type":"openExternalLink"}');
    expect(bridge.postMessage).toHaveBeenCalledWith('{"type":"openExternalLink"}');
  });

  it('posts to the framing window to any origin when there is no bridge', () => {
    const parent = { postMessage: jest.fn() };
    const win = { parent } as unknown as Window;
    nativeAppPoster(win)?.('message');
    expect(parent.postMessage).toHaveBeenCalledWith('message', '*');
  });

  it('is null when nothing hosts the portal, so links work as usual', () => {
    const win = {} as Window;
    Object.assign(win, { parent: win });
    expect(nativeAppPoster(win)).toBeNull();
  });
});
