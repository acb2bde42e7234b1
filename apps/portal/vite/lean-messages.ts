import ts from 'typescript';
import type { Plugin } from 'vite';

const dropped = new Set(['defaultMessage', 'description']);
const definers = new Set(['defineMessages', 'defineMessage']);

function isDefinerCall(node: ts.Node): node is ts.CallExpression {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && definers.has(node.expression.text);
}

function isMessageDescriptor(node: ts.ObjectLiteralExpression): boolean {
  return node.properties.some((p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'id');
}

/**
 * Production builds keep only the ids of the descriptors given to `defineMessages` and
 * `defineMessage`: the texts come from the precompiled catalogs (complete in every language,
 * npm run i18n:check), so the English defaults and the translators' descriptions would only weigh
 * on every page's JavaScript.
 */
export function stripMessageDescriptors(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const strip: ts.TransformerFactory<ts.SourceFile> = (context) => {
    const inDefiner = (node: ts.Node): ts.Node => {
      if (ts.isObjectLiteralExpression(node) && isMessageDescriptor(node)) {
        const kept = node.properties.filter(
          (p) => !(ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && dropped.has(p.name.text)),
        );
        return context.factory.updateObjectLiteralExpression(node, kept);
      }
      return ts.visitEachChild(node, inDefiner, context);
    };
    const visit = (node: ts.Node): ts.Node =>
      isDefinerCall(node) ? ts.visitEachChild(node, inDefiner, context) : ts.visitEachChild(node, visit, context);
    return (root) => ts.visitNode(root, visit) as ts.SourceFile;
  };
  const [result] = ts.transform(file, [strip]).transformed;
  return result ? ts.createPrinter().printFile(result) : source;
}

export function leanMessages(): Plugin {
  return {
    name: 'portal-lean-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || !code.includes('defineMessage')) return null;
      return { code: stripMessageDescriptors(code, id), map: null };
    },
  };
}
