// Standard records are small, flat XML documents: an element is its name and either text or children.
// Written by hand here so each structure's element order reads exactly like the authority's field tables.

import { escapeText } from '../xml-escape.ts';

export type XmlNode = { name: string; text: string } | { name: string; children: XmlNode[] };

export const leaf = (name: string, text: string | number): XmlNode => ({ name, text: String(text) });
export const branch = (name: string, children: XmlNode[]): XmlNode => ({ name, children });

function write(node: XmlNode, depth: number): string {
  const pad = '  '.repeat(depth);
  if ('text' in node) return `${pad}<fase2.1:${node.name}>${escapeText(node.text)}</fase2.1:${node.name}>`;
  if (node.children.length === 0) return `${pad}<fase2.1:${node.name}/>`;
  const inner = node.children.map((child) => write(child, depth + 1)).join('\n');
  return `${pad}<fase2.1:${node.name}>\n${inner}\n${pad}</fase2.1:${node.name}>`;
}

/** A whole document, UTF-8, with its root in `namespace` under the prefix the authority's examples use. */
export function xmlDocument(namespace: string, root: XmlNode): string {
  const body = write(root, 0).replace(`<fase2.1:${root.name}>`, `<fase2.1:${root.name} xmlns:fase2.1="${namespace}">`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
}
