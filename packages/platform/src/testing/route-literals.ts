import ts from 'typescript';
import { routeTable } from '../route-table.ts';

/**
 * Finds page paths written outside the route table: a path spelled twice goes stale when the route
 * moves. Reads strings, template literal parts and regular expression literals (not comments) for a
 * path under one of the table's first segments (`'/profile/settings'`, `` `/spil/${slug}` ``,
 * `href="/help"`, `/^\/chat\/?$/`). The home page `/` is left out: a lone slash is too common a string
 * to mean it. A route registration of the server (`app.get('/wins', ...)`) is an API path, not a page.
 */

const firstSegments = [
  ...new Set(
    Object.values(routeTable)
      .map(({ path }) => path.split('/')[1])
      .filter(Boolean),
  ),
];
const pagePath = new RegExp(String.raw`(?:^|[\s"'=(>,])/(?:${firstSegments.join('|')})(?=$|[/?#\s"'<>),])`);
const serverMethods = new Set(['get', 'post', 'put', 'patch', 'delete', 'all', 'on', 'use', 'route', 'basePath']);

export interface RouteLiteral {
  /** 1-based line. */
  line: number;
  text: string;
}

function isServerRoute(node: ts.Node): boolean {
  const call = node.parent;
  return (
    ts.isCallExpression(call) &&
    call.arguments[0] === node &&
    ts.isPropertyAccessExpression(call.expression) &&
    serverMethods.has(call.expression.name.text)
  );
}

/** The page paths a source file writes itself. */
export function routeLiteralsIn(fileName: string, source: string): RouteLiteral[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: RouteLiteral[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      text = node.text;
    } else if (ts.isTemplateExpression(node)) {
      // A value written in (`${origin}/spil/${slug}`) may end a path's beginning: it counts as a boundary.
      text = [node.head.text, ...node.templateSpans.map((span) => ` ${span.literal.text}`)].join('');
    } else if (ts.isRegularExpressionLiteral(node)) {
      // The pattern as the path it matches: `/^\/spil\/[^/]+$/u` -> `/spil/[^/]+$`.
      text = node.text.slice(1, node.text.lastIndexOf('/')).replace(/^\^/, '').replaceAll('\\/', '/');
    }
    if (text !== undefined && pagePath.test(text) && !isServerRoute(node)) {
      const written = node.getText(file).replace(/\s+/g, ' ');
      found.push({
        line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
        text: written.length > 80 ? `${written.slice(0, 77)}...` : written,
      });
      return; // a template's parts are not read again
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
