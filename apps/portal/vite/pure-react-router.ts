import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** React's component and context factories, called for a module-level value: they only make an object. */
const factoryCall = /=\s*(React\d*\.(?:forwardRef|memo|createContext)\()/g;
/** A statement of its own that names a component or context for React's developer tools. */
const displayName = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/**
 * Lets the bundler drop the parts of react-router the portal never uses (the data router's forms,
 * fetchers and server components, 1.8 KB gzip of the first page), which it otherwise keeps: the
 * library makes each component with an unmarked `React.forwardRef(...)` call, which a bundler
 * must assume has side effects, and then names it (`Form.displayName = "Form"`), a write it must
 * keep as well. The build's copy of react-router marks those calls pure and leaves the names
 * out; only React's developer tools read them.
 */
export function transformReactRouter(code: string, id: string): { code: string; map: ReturnType<MagicString['generateMap']> } {
  const edited = new MagicString(code);
  for (const match of code.matchAll(displayName)) edited.remove(match.index, match.index + match[0].length);
  for (const match of code.matchAll(factoryCall)) {
    const call = match[1] ?? '';
    edited.appendLeft(match.index + match[0].length - call.length, '/* @__PURE__ */ ');
  }
  return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id, includeContent: true }) };
}

/** The transform above, on react-router's production files, in builds only (development serves react-router as it is). */
export function pureReactRouter(): Plugin {
  return {
    name: 'portal-pure-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ },
      handler(code, id) {
        return transformReactRouter(code, id);
      },
    },
  };
}
