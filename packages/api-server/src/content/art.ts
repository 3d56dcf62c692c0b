import { createHash } from 'node:crypto';
import { html } from 'hono/html';

// Generated artwork: every game and post gets a picture from its title and colour, the same every time.

export type ArtFormat = 'thumbnail' | 'banner' | 'post';
const sizes: Record<ArtFormat, [number, number]> = { thumbnail: [400, 300], banner: [1200, 400], post: [1200, 630] };

/** Initials from the first and last word (spec section 5), e.g. "Vikingernes Guld" -> "VG". */
export function initials(title: string): string {
  const words = title.split(/\s+/).filter((w) => /\p{L}|\d/u.test(w));
  const first = words[0]?.match(/[\p{L}\d]/u)?.[0] ?? '?';
  const last = words.length > 1 ? (words.at(-1)!.match(/[\p{L}\d]/u)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A colour from any text, for art that has none stored (blog posts). */
export function colorFromText(text: string): string {
  const hue = createHash('sha256').update(text).digest().readUInt16BE(0) % 360;
  return `hsl(${hue} 60% 40%)`;
}

function shade(hex: string, amount: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return hex;
  const n = parseInt(match[1]!, 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, ((n >> shift) & 255) + amount));
  return `rgb(${channel(16)} ${channel(8)} ${channel(0)})`;
}

export function renderArt(title: string, color: string, format: ArtFormat): string {
  const [width, height] = sizes[format];
  const big = Math.round(height * 0.42);
  const small = Math.round(height * 0.075);
  const dark = color.startsWith('#') ? shade(color, -70) : '#111';
  return String(html`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.85}" cy="${height * 0.15}" r="${height * 0.35}" fill="#fff" fill-opacity="0.08"/>
<text x="50%" y="52%" text-anchor="middle" dominant-baseline="middle" font-family="Georgia, serif" font-weight="700" font-size="${big}" fill="#fff" fill-opacity="0.92">${initials(title)}</text>
<text x="50%" y="${height - small * 1.6}" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="600" font-size="${small}" fill="#fff">${title}</text>
</svg>`);
}
