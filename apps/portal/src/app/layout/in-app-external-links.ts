import { useEffect } from 'react';

/** What the mobile app's web view is told when the patient follows a link that leaves the portal. */
export interface OpenExternalLinkMessage {
  type: 'openExternalLink';
  url: string;
}

type WindowWithNativeBridge = Window & { ReactNativeWebView?: { postMessage?: (message: string) => void } };

/**
 * How to reach the native app, or null when nothing hosts the portal. The React Native web view
 * injects `window.ReactNativeWebView`; a host that frames the portal instead gets a window
 * message. The target origin is '*' because the host's origin is not known to the portal; the
 * message carries only the address of a public page the patient chose to open.
 */
export function nativeAppPoster(win: Window): ((message: string) => void) | null {
  const bridge = (win as WindowWithNativeBridge).ReactNativeWebView;
  if (typeof bridge?.postMessage === 'function') return (message) => bridge.postMessage?.(message);
  if (win.parent !== win) return (message) => win.parent.postMessage(message, '*');
  return null;
}

/** A link that leaves the portal: another origin (also tel: and mailto:), or a new tab. */
function externalUrlOf(anchor: HTMLAnchorElement, win: Window): string | null {
  const url = new URL(anchor.href, win.location.href);
  return url.origin !== win.location.origin || anchor.target === '_blank' ? url.href : null;
}

/**
 * In the in-app booking web view (account doc section 1) links that leave the portal are handed
 * to the native app as a JSON message instead of being followed: the web view would otherwise
 * open them inside itself with no way back. One capturing handler on the document covers every
 * link of every feature. Without a host to tell, links work as usual.
 */
export function useInAppExternalLinks(isInApp: boolean): void {
  useEffect(() => {
    if (!isInApp) return;
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const url = externalUrlOf(anchor, window);
      const post = url === null ? null : nativeAppPoster(window);
      if (url === null || post === null) return;
      event.preventDefault();
      const message: OpenExternalLinkMessage = { type: 'openExternalLink', url };
      post(JSON.stringify(message));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [isInApp]);
}
