// The API client's calls, read from its source with the TypeScript compiler: every request through its HTTP
// client (get, post, put, postForm) and every EventSource, each with its method and the paths it can ask for.
// A part of a path known only at run time (an id, a slug) reads `{}`; a value of a string-literal type, each of
// its values.
import path from 'node:path';
import ts from 'typescript';

export interface ClientCall {
  method: string;
  path: string;
  /** file:line in the client. */
  at: string;
}

const clientDir = path.resolve(import.meta.dirname, '../../api-client');
const verbs: Record<string, string> = { get: 'GET', post: 'POST', put: 'PUT', postForm: 'POST' };
const unknown = '{}';

export function clientCalls(): ClientCall[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(clientDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const files = config.fileNames.filter((f) => f.includes('/src/') && !/\.test\.tsx?$/.test(f));
  const program = ts.createProgram(files, config.options);
  const checker = program.getTypeChecker();
  const calls: ClientCall[] = [];

  /** The texts an expression can be. */
  function texts(node: ts.Expression, depth = 0): string[] {
    if (depth > 8) return [unknown];
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return texts(node.expression, depth);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node)) {
      let results = [node.head.text];
      for (const span of node.templateSpans) {
        const parts = texts(span.expression, depth + 1);
        results = results.flatMap((start) => parts.map((part) => start + part + span.literal.text));
      }
      return results;
    }
    if (ts.isConditionalExpression(node))
      return [...texts(node.whenTrue, depth + 1), ...texts(node.whenFalse, depth + 1)];
    const literals = literalsOfType(node);
    if (literals) return literals;
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      const initializer = initializerOf(node);
      return initializer ? texts(initializer, depth + 1) : [unknown];
    }
    if (ts.isElementAccessExpression(node)) {
      // `table[key]`: any of the table's values.
      const table = initializerOf(node.expression);
      if (table && ts.isObjectLiteralExpression(table))
        return table.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? texts(p.initializer, depth + 1) : []));
      return [unknown];
    }
    if (ts.isCallExpression(node)) {
      const body = returnOf(node.expression);
      return body ? texts(body, depth + 1) : [unknown];
    }
    return [unknown];
  }

  /** The values of a string-literal (union) type, when the expression has one. */
  function literalsOfType(node: ts.Expression): string[] | null {
    const type = checker.getTypeAtLocation(node);
    const members = type.isUnion() ? type.types : [type];
    if (!members.every((t) => t.isStringLiteral())) return null;
    return members.map((t) => (t as ts.StringLiteralType).value);
  }

  function declarationOf(node: ts.Node): ts.Declaration | undefined {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  }

  /** A constant's value as written: `const x = ...` or an object literal's property. */
  function initializerOf(node: ts.Node): ts.Expression | undefined {
    const declaration = declarationOf(ts.isPropertyAccessExpression(node) ? node.name : node);
    if (!declaration) return undefined;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) return declaration.initializer;
    if (ts.isPropertyAssignment(declaration)) return declaration.initializer;
    return undefined;
  }

  /** What a small path-making function returns (`const game = (slug) => \`...\``). */
  function returnOf(callee: ts.Expression): ts.Expression | undefined {
    const declaration = declarationOf(callee);
    const fn =
      declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : (declaration as ts.Node);
    if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionDeclaration(fn))) return undefined;
    if (fn.body && !ts.isBlock(fn.body)) return fn.body;
    const returned = fn.body?.statements.find(ts.isReturnStatement);
    return returned?.expression;
  }

  const isHttpClient = (node: ts.Expression) => {
    const type = checker.getTypeAtLocation(node);
    return Boolean(type.getProperty('postForm') && type.getProperty('baseUrl'));
  };

  function record(method: string, pathArgument: ts.Expression | undefined, node: ts.Node) {
    const file = node.getSourceFile();
    const at = `${path.relative(clientDir, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    if (!pathArgument) throw new Error(`A call without a path at ${at}`);
    for (const text of texts(pathArgument)) calls.push({ method, path: text, at });
  }

  function visit(node: ts.Node) {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      Object.hasOwn(verbs, node.expression.name.text) &&
      isHttpClient(node.expression.expression)
    ) {
      // The HTTP client's own methods pass a path through (they are the client, not a call of it).
      if (!path.relative(clientDir, node.getSourceFile().fileName).startsWith('src/core/http.ts'))
        record(verbs[node.expression.name.text]!, node.arguments[0], node);
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'EventSource')
      record('GET', node.arguments?.[0], node);
    ts.forEachChild(node, visit);
  }
  for (const file of program.getSourceFiles()) if (files.includes(file.fileName)) ts.forEachChild(file, visit);
  return calls;
}
