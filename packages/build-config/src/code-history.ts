/**
 * Comments (and test titles) say why the code is as it is today. Which issue asked for a change and what it
 * measured before and after belong in the commit message and in `docs/decisions/`: in the code they go stale
 * with the next change. This module finds the comments and test titles of a source file and the ones that
 * tell such history.
 */

export interface Prose {
  /** 1-based line where the text starts. */
  line: number;
  kind: 'comment' | 'test title';
  text: string;
  /** Where a comment is in the source, from its opening marker to its end (test titles have none). */
  span?: [number, number];
}

/** An issue reference: "issue" or "issues", either case, then a number (a sub-point such as .5 included). */
const issueReference = /\b[Ii]ssues? #?\d+/;
const size = String.raw`\d[\d,.]*\s?(?:B|KB|kB|bytes)`;
const number = String.raw`\d[\d,.]*`;
/**
 * A size (or a time) before and after a change: two numbers joined by an arrow (-> or →) with a unit (B, KB,
 * kB, bytes, ms), "from <size> to <number>", "saved <size>". The test file lists examples.
 */
const sizeHistory = new RegExp(
  [
    String.raw`${number}\s?(?:B|KB|kB|bytes|ms)?\s?(?:->|→)\s?${number}\s?(?:B|KB|kB|bytes|ms)\b`,
    String.raw`${size}\s?(?:->|→)\s?\d`,
    String.raw`\bfrom ${size} to ${number}`,
    String.raw`\bsav(?:ed|es|ing) (?:about |some )?${size}\b`,
    String.raw`\b${size} (?:less|lighter|smaller) than before\b`,
  ].join('|'),
);

/** Why a piece of prose tells history, or undefined when it does not. */
export function historyIn(text: string): string | undefined {
  const flat = text.replace(/\s+/g, ' ');
  const issue = issueReference.exec(flat);
  if (issue) return `cites "${issue[0]}"`;
  const measured = sizeHistory.exec(flat);
  if (measured) return `tells a past measurement "${measured[0]}"`;
  return undefined;
}

const regexAfter = new Set('(,=:[!&|?{};+-*%<>~^'.split(''));
const regexAfterWord = /\b(?:return|typeof|case|of|in|void|yield|await|delete|throw|new|else|do)$/;
const testCall = /\b(?:describe\w*|it|test)(?:\.\w+)*\s*$/;

/** Whether the code before a string ends in `describe(`, `it.each([...])(`, `test.describe(` and the like. */
function opensTestTitle(code: string): boolean {
  let tail = code.trimEnd();
  if (!tail.endsWith('(')) return false;
  tail = tail.slice(0, -1).trimEnd();
  if (tail.endsWith(')')) {
    let depth = 0;
    let index = tail.length - 1;
    for (; index >= 0; index -= 1) {
      if (tail[index] === ')') depth += 1;
      else if (tail[index] === '(' && --depth === 0) break;
    }
    if (index < 0) return false;
    tail = tail.slice(0, index).trimEnd();
    if (!/\.each$/.test(tail)) return false;
  }
  return testCall.test(tail);
}

/**
 * The comments and test titles of a TypeScript, JavaScript or CSS source. A small lexer: strings, template
 * literals (with their `${}`), regular expression literals and comments; a quote that does not close on its line
 * (an apostrophe in JSX text) ends there, so it cannot swallow the rest of the file.
 */
export function proseOf(source: string, css = false): Prose[] {
  const found: Prose[] = [];
  const lineAt = (() => {
    const starts = [0];
    for (let index = 0; index < source.length; index += 1) if (source[index] === '\n') starts.push(index + 1);
    return (offset: number) => {
      let low = 0;
      let high = starts.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (starts[middle]! <= offset) low = middle;
        else high = middle - 1;
      }
      return low + 1;
    };
  })();

  let code = '';
  const braces: number[] = [];
  let index = 0;

  const readString = (quote: string): string => {
    const start = index;
    index += 1;
    while (index < source.length && source[index] !== quote && source[index] !== '\n') {
      index += source[index] === '\\' ? 2 : 1;
    }
    const text = source.slice(start + 1, index);
    if (source[index] === quote) index += 1;
    return text;
  };

  /** Reads a template literal from its opening backtick or from the `}` that closes one of its `${}`. */
  const readTemplate = (): void => {
    const start = index;
    const opensTitle = source[index] === '`' && opensTestTitle(code);
    index += 1;
    let text = '';
    while (index < source.length) {
      const char = source[index]!;
      if (char === '\\') {
        text += source.slice(index, index + 2);
        index += 2;
      } else if (char === '`') {
        index += 1;
        code += '``';
        break;
      } else if (char === '$' && source[index + 1] === '{') {
        index += 2;
        text += '${}';
        braces.push(0);
        code += '`${';
        break;
      } else {
        text += char;
        index += 1;
      }
    }
    if (opensTitle) found.push({ line: lineAt(start), kind: 'test title', text });
  };

  while (index < source.length) {
    const char = source[index]!;
    const next = source[index + 1];
    if (char === '/' && next === '*') {
      const end = source.indexOf('*/', index + 2);
      const stop = end < 0 ? source.length : end + 2;
      const text = source.slice(index + 2, end < 0 ? stop : end).replace(/\n[ \t]*\*/g, '\n');
      found.push({ line: lineAt(index), kind: 'comment', text, span: [index, stop] });
      index = stop;
      code += ' ';
    } else if (!css && char === '/' && next === '/') {
      const end = source.indexOf('\n', index);
      const stop = end < 0 ? source.length : end;
      found.push({ line: lineAt(index), kind: 'comment', text: source.slice(index + 2, stop), span: [index, stop] });
      index = stop;
    } else if (char === "'" || char === '"') {
      const start = index;
      const opensTitle = !css && opensTestTitle(code);
      const text = readString(char);
      if (opensTitle) found.push({ line: lineAt(start), kind: 'test title', text });
      code += '""';
    } else if (!css && char === '`') {
      readTemplate();
    } else if (!css && char === '}' && braces.length > 0 && braces.at(-1) === 0) {
      braces.pop();
      readTemplate();
    } else if (!css && char === '/' && isRegexStart(code)) {
      index += 1;
      let inClass = false;
      while (index < source.length && source[index] !== '\n') {
        const current = source[index]!;
        if (current === '\\') index += 1;
        else if (current === '[') inClass = true;
        else if (current === ']') inClass = false;
        else if (current === '/' && !inClass) break;
        index += 1;
      }
      index += 1;
      code += '/re/';
    } else {
      if (braces.length > 0) {
        if (char === '{') braces[braces.length - 1]! += 1;
        else if (char === '}') braces[braces.length - 1]! -= 1;
      }
      code += char;
      index += 1;
    }
    if (code.length > 4000) code = code.slice(-2000);
  }
  return found;
}

function isRegexStart(code: string): boolean {
  const tail = code.trimEnd();
  if (tail === '') return true;
  const last = tail.at(-1)!;
  if (regexAfter.has(last)) return true;
  return regexAfterWord.test(tail);
}

/** `file:line: why: text` for every comment or test title of the files that tells history. */
export function historyViolations(files: Array<{ path: string; source: string }>): string[] {
  return files.flatMap(({ path, source }) =>
    proseOf(source, path.endsWith('.css')).flatMap((prose) => {
      const flat = prose.text.replace(/\s+/g, ' ');
      const why = historyIn(flat);
      if (!why) return [];
      const lines = prose.text.split('\n');
      const alone = lines.findIndex((line) => historyIn(line) !== undefined);
      const spanning = lines.findIndex((line, index) => historyIn(`${line} ${lines[index + 1] ?? ''}`) !== undefined);
      const line = prose.line + (alone >= 0 ? alone : Math.max(0, spanning));
      return [`${path}:${line}: ${prose.kind} ${why}`];
    }),
  );
}
