import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { shellFolderUrl, unpublishedShellVersion } from '@casino/delivery';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/** The element the shell renders the site into (the shell's `index.html`). */
export const rootElementId = 'root';

/**
 * What the page server keeps of the shell's built page (`index.html`): its language, the head the build
 * wrote (charset, viewport, title, the shell's script) and the body around `#root`, each already HTML.
 */
export interface ShellTemplate {
  lang: string | undefined;
  head: string;
  beforeRoot: string;
  afterRoot: string;
  /** False for a page without `#root` (then nothing is rendered into it). */
  hasRoot: boolean;
}

const isElement = (node: Node): node is Element => 'tagName' in node;
const attributeOf = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** A stretch of the build's text to write differently. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The build's `/shell/current/` URLs, attribute by attribute, pointed at the version's own folder. */
function versionEdits(nodes: readonly Node[], shellVersion: string, edits: Edit[] = []): Edit[] {
  const built = shellFolderUrl(unpublishedShellVersion);
  for (const node of nodes) {
    if (!isElement(node)) continue;
    for (const { name, value } of node.attrs) {
      const at = node.sourceCodeLocation?.attrs?.[name];
      if (!at || !value.startsWith(built)) continue;
      const url = shellFolderUrl(shellVersion) + value.slice(built.length);
      edits.push({ start: at.startOffset, end: at.endOffset, text: `${name}="${escapeAttribute(url)}"` });
    }
    versionEdits(node.childNodes, shellVersion, edits);
  }
  return edits;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The build's own text of `nodes` (a run of siblings), with the edits inside it made. */
function textOf(source: string, nodes: readonly Node[], edits: readonly Edit[]): string {
  const start = nodes[0]?.sourceCodeLocation?.startOffset;
  const end = nodes.at(-1)?.sourceCodeLocation?.endOffset;
  if (start === undefined || end === undefined) return '';
  let text = '';
  let at = start;
  for (const edit of edits.filter((e) => e.start >= start && e.end <= end).sort((a, b) => a.start - b.start)) {
    text += source.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return text + source.slice(at, end);
}

/** The shell's built page read into its parts, as the build wrote them, its URLs in `shellVersion`'s folder. */
export function readShellTemplate(source: string, shellVersion: string): ShellTemplate {
  const document = parse(source, { sourceCodeLocationInfo: true });
  const root = document.childNodes.find(isElement);
  const [head, body] = ['head', 'body'].map((name) => root?.childNodes.find((n) => isElement(n) && n.tagName === name));
  const headNodes = head && isElement(head) ? head.childNodes : [];
  const bodyNodes = body && isElement(body) ? body.childNodes : [];
  const edits = versionEdits([...headNodes, ...bodyNodes], shellVersion);
  const at = bodyNodes.findIndex((node) => isElement(node) && attributeOf(node, 'id') === rootElementId);
  return {
    lang: root && attributeOf(root, 'lang'),
    head: textOf(source, headNodes, edits),
    beforeRoot: textOf(source, at < 0 ? bodyNodes : bodyNodes.slice(0, at), edits),
    afterRoot: at < 0 ? '' : textOf(source, bodyNodes.slice(at + 1), edits),
    hasRoot: at >= 0,
  };
}
