/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { transformReactRouter } from './pure-react-router';

const sample = [
  'var Link = React10.forwardRef(',
  '  function LinkWithRef(props, ref) { return null; }',
  ');',
  'Link.displayName = "Link";',
  'var MemoizedDataRoutes = React3.memo(DataRoutes2);',
  'var DataRouterContext = React.createContext(null);',
  'DataRouterContext.displayName = "DataRouter";',
  'function setName(component) {',
  '  component.displayName = "Inner";',
  '  return React.forwardRef(component);',
  '}',
].join('\n');

it('marks module-level components and contexts pure and leaves out their names', () => {
  const { code } = transformReactRouter(sample, 'chunk.mjs');
  expect(code.split('\n')).toEqual([
    'var Link = /* @__PURE__ */ React10.forwardRef(',
    '  function LinkWithRef(props, ref) { return null; }',
    ');',
    '',
    'var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);',
    'var DataRouterContext = /* @__PURE__ */ React.createContext(null);',
    '',
    'function setName(component) {',
    // Inside a function, neither is touched: only statements of their own at the module level.
    '  component.displayName = "Inner";',
    '  return React.forwardRef(component);',
    '}',
  ]);
});

it('maps the edited code back to react-router', () => {
  const { map } = transformReactRouter(sample, 'chunk.mjs');
  expect(map.sources).toEqual(['chunk.mjs']);
  expect(map.sourcesContent).toEqual([sample]);
  expect(map.mappings).not.toBe('');
});

it('finds what it edits in the react-router the portal is built with', () => {
  const dir = path.join(__dirname, '../../../node_modules/react-router/dist/production');
  const chunks = readdirSync(dir).filter((file) => /^chunk-.*\.mjs$/.test(file));
  const source = chunks.map((file) => readFileSync(path.join(dir, file), 'utf8')).join('\n');
  const { code } = transformReactRouter(source, 'react-router');
  // The components the portal leaves unused, which the bundler can now drop.
  for (const component of ['Form', 'NavLink', 'Link']) {
    expect(code).toMatch(new RegExp(`var ${component} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`));
    expect(code).not.toContain(`${component}.displayName = `);
  }
});
