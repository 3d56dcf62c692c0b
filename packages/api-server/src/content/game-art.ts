import { createHash } from 'node:crypto';
import { createRandom } from '../random.ts';

// Every game's own artwork, drawn as SVG from its theme (its tags and categories: Vikinger, Egypten, Roulette,
// skrabespil, ...) and its name: the theme picks the scene, the name seeds where and how its pieces lie, the
// game's colour tints the sky. The same game always gets the same picture; two games never share one. No
// letters: the card shows the game's name beside the picture.

export type GameArtFormat = 'thumbnail' | 'banner';
export const gameArtSizes: Record<GameArtFormat, { width: number; height: number }> = {
  thumbnail: { width: 400, height: 300 },
  banner: { width: 1200, height: 400 },
};

/**
 * Bumped when the drawing (or its rasterising, `art-raster.ts`) changes, so every artwork URL changes with it
 * (they are cached for a year).
 */
const ART_STYLE = 2;

export interface GameArtInput {
  slug: string;
  title: string;
  /** The game's colour, '#rrggbb'. */
  color: string;
  /** The slugs of its categories and tags. */
  terms: readonly string[];
}

export const motifs = [
  'vikinger',
  'egypten',
  'frugt',
  'eventyr',
  'dyr',
  'guld',
  'rumfart',
  'hav',
  'jul',
  'halloween',
  'musik',
  'klassisk',
  'roulette',
  'kort',
  'skrabespil',
  'juveler',
] as const;
export type Motif = (typeof motifs)[number];

/** What the picture shows, in Danish (the image's title in the catalogue). */
const motifText: Record<Motif, string> = {
  vikinger: 'et vikingeskib på nordiske bølger',
  egypten: 'pyramider under ørkensolen',
  frugt: 'kirsebær, citron og vandmelon',
  eventyr: 'et eventyrslot i måneskin',
  dyr: 'dyrespor på savannen',
  guld: 'guldmønter og guldbarrer',
  rumfart: 'en planet og en raket blandt stjerner',
  hav: 'fisk og perler under bølgerne',
  jul: 'juletræ, gaver og sne',
  halloween: 'græskar og flagermus under fuldmånen',
  musik: 'en vinylplade og noder',
  klassisk: 'klassiske hjul med barrer og kirsebær',
  roulette: 'et roulettehjul med kuglen',
  kort: 'spillekort og jetoner på det grønne bord',
  skrabespil: 'et skrabelod, der er skrabet fri',
  juveler: 'funklende ædelsten',
};

const tableMotifs: Record<string, Motif> = { roulette: 'roulette', blackjack: 'kort', baccarat: 'kort', poker: 'kort' };

/** The scene of a game: its table game, a scratch card, else its first theme tag, else jewels. */
export function motifOf(terms: readonly string[]): Motif {
  for (const term of terms) if (tableMotifs[term]) return tableMotifs[term];
  if (terms.includes('skrabespil')) return 'skrabespil';
  return ((motifs as readonly string[]).find((motif) => terms.includes(motif)) as Motif | undefined) ?? 'juveler';
}

/** The artwork's alt text and catalogue title: the game and what its picture shows. */
export const gameArtTitle = (game: Pick<GameArtInput, 'title' | 'terms'>) =>
  `${game.title}: ${motifText[motifOf(game.terms)]}`;

/** A short fingerprint of everything the drawing depends on: the artwork URL carries it. */
export function gameArtVersion(game: GameArtInput): string {
  const parts = [ART_STYLE, game.slug, game.title, game.color, motifOf(game.terms)].join('|');
  return createHash('sha256').update(parts).digest('hex').slice(0, 12);
}

/** Numbers in [0, 1) from the game's name, the same sequence every time (the seed's generator). */
function seededRandom(seed: string) {
  const random = createRandom(createHash('sha256').update(seed).digest().readUInt32BE(0));
  return { ...random, between: (low: number, high: number) => low + random.next() * (high - low) };
}
type Rng = ReturnType<typeof seededRandom>;

const n = (value: number) => String(Math.round(value * 10) / 10);

/** The colour a hex colour becomes with `amount` (−255..255) added to each channel. */
function shade(hex: string, amount: number): string {
  const value = /^#[0-9a-f]{6}$/i.test(hex) ? parseInt(hex.slice(1), 16) : 0x335577;
  const channel = (shift: number) => Math.max(0, Math.min(255, ((value >> shift) & 255) + amount));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Each scene's sky (top, bottom) and its two accents. */
const palettes: Record<Motif, [string, string, string, string]> = {
  vikinger: ['#1b2a4a', '#3f6e8c', '#c9d6df', '#8a5a2b'],
  egypten: ['#f2a93b', '#c4622d', '#f6d98b', '#7a3b12'],
  frugt: ['#ff8fa3', '#ffcf5c', '#d7263d', '#2e9e44'],
  eventyr: ['#2b1a4f', '#6a3d9a', '#f3e9b5', '#9fd3ff'],
  dyr: ['#f6b042', '#d65a31', '#3b2a1a', '#2f6b2f'],
  guld: ['#3a2a05', '#8c6a12', '#ffd34d', '#fff1a8'],
  rumfart: ['#070b24', '#2a1660', '#8fd3ff', '#ff7ad9'],
  hav: ['#0a4d68', '#05bfdb', '#ffe8b0', '#ff8a5b'],
  jul: ['#0f3b2e', '#1f6e4a', '#e63946', '#f1faee'],
  halloween: ['#1a0f2e', '#4a1f5c', '#ff7a1a', '#1b1b1b'],
  musik: ['#240046', '#7b2cbf', '#ff4d6d', '#4cc9f0'],
  klassisk: ['#5a0a0a', '#b3121b', '#ffd34d', '#ffffff'],
  roulette: ['#07361f', '#0f6b3a', '#c8102e', '#1b1b1b'],
  kort: ['#07361f', '#12804a', '#ffffff', '#c8102e'],
  skrabespil: ['#1d3557', '#457b9d', '#c0c6cc', '#ffd34d'],
  juveler: ['#12002b', '#3c096c', '#4cc9f0', '#f72585'],
};

const star = (x: number, y: number, r: number, fill: string, opacity = 1) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? r * 0.45 : r;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${n(x + radius * Math.cos(angle))},${n(y + radius * Math.sin(angle))}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}" fill-opacity="${n(opacity)}"/>`;
};

const waves = (rng: Rng, y: number, color: string, opacity: number) => {
  const amplitude = rng.between(6, 14);
  const length = rng.between(50, 90);
  let d = `M0 ${n(y)}`;
  for (let x = 0; x < 400; x += length)
    d += ` q${n(length / 4)} ${n(-amplitude)} ${n(length / 2)} 0 t${n(length / 2)} 0`;
  return `<path d="${d} V300 H0 Z" fill="${color}" fill-opacity="${n(opacity)}"/>`;
};

const heart = (x: number, y: number, s: number, fill: string) =>
  `<path d="M${n(x)} ${n(y + s * 0.3)} c${n(-s * 0.5)} ${n(-s * 0.5)} ${n(-s)} ${n(0)} ${n(0)} ${n(s * 0.8)} c${n(s)} ${n(-s * 0.8)} ${n(s * 0.5)} ${n(-s * 1.3)} 0 ${n(-s * 0.8)}z" fill="${fill}"/>`;

const coin = (x: number, y: number, r: number, gold: string, light: string) =>
  `<ellipse cx="${n(x)}" cy="${n(y + 3)}" rx="${n(r)}" ry="${n(r * 0.35)}" fill="${shade(gold, -60)}"/>` +
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.35)}" fill="${gold}" stroke="${light}" stroke-width="1.5"/>`;

/** The scene of each motif, in a 400 × 300 frame. */
const scenes: Record<Motif, (rng: Rng, p: [string, string, string, string]) => string> = {
  vikinger(rng, [, , light, wood]) {
    const x = rng.between(90, 200);
    const y = rng.between(190, 215);
    const w = rng.between(140, 190);
    const stripes = Array.from(
      { length: 4 },
      (_, i) => `<rect x="${n(x + w * 0.3 + i * 14)}" y="${n(y - 95)}" width="7" height="70" fill="#b3121b"/>`,
    ).join('');
    const shields = Array.from(
      { length: rng.int(3, 5) },
      (_, i) =>
        `<circle cx="${n(x + 25 + i * (w / 5))}" cy="${n(y + 6)}" r="9" fill="${rng.pick(['#e9c46a', '#b3121b', '#2a9d8f'])}" stroke="${light}"/>`,
    ).join('');
    return (
      `<path d="M0 160 L${n(rng.between(60, 120))} ${n(rng.between(70, 110))} L${n(rng.between(170, 230))} 160 L${n(rng.between(260, 320))} ${n(rng.between(60, 100))} L400 160 Z" fill="#0d1b2a" fill-opacity="0.6"/>` +
      `<line x1="${n(x + w * 0.45)}" y1="${n(y - 110)}" x2="${n(x + w * 0.45)}" y2="${n(y)}" stroke="${wood}" stroke-width="5"/>` +
      `<rect x="${n(x + w * 0.3)}" y="${n(y - 95)}" width="${n(56)}" height="70" fill="${light}"/>${stripes}` +
      `<path d="M${n(x)} ${n(y)} Q${n(x + w / 2)} ${n(y + 40)} ${n(x + w)} ${n(y)} L${n(x + w + 18)} ${n(y - 30)} L${n(x + w - 6)} ${n(y)} Z" fill="${wood}"/>${shields}` +
      waves(rng, 235, '#0b3954', 0.9) +
      waves(rng, 255, '#087e8b', 0.7)
    );
  },
  egypten(rng, [, , sand, dark]) {
    const sun = `<circle cx="${n(rng.between(60, 340))}" cy="${n(rng.between(50, 90))}" r="${n(rng.between(26, 40))}" fill="#fff4c2" fill-opacity="0.9"/>`;
    const pyramids = Array.from({ length: rng.int(2, 3) }, () => {
      const x = rng.between(40, 300);
      const h = rng.between(90, 150);
      const base = 240;
      return (
        `<polygon points="${n(x)},${n(base - h)} ${n(x - h * 0.8)},${base} ${n(x)},${base}" fill="${sand}"/>` +
        `<polygon points="${n(x)},${n(base - h)} ${n(x + h * 0.8)},${base} ${n(x)},${base}" fill="${shade(sand, -50)}"/>`
      );
    }).join('');
    const eye =
      rng.next() > 0.5
        ? `<ellipse cx="${n(rng.between(280, 350))}" cy="140" rx="26" ry="12" fill="none" stroke="${dark}" stroke-width="4"/><circle cx="${n(rng.between(290, 340))}" cy="140" r="6" fill="${dark}"/>`
        : '';
    return `${sun}${pyramids}${eye}<path d="M0 240 Q100 ${n(rng.between(215, 235))} 200 245 T400 238 V300 H0Z" fill="${shade(sand, -20)}"/>`;
  },
  frugt(rng, [, , red, green]) {
    const cherries = (x: number, y: number) =>
      `<path d="M${n(x)} ${n(y)} Q${n(x + 15)} ${n(y - 60)} ${n(x + 40)} ${n(y - 70)} M${n(x + 40)} ${n(y)} Q${n(x + 40)} ${n(y - 40)} ${n(x + 40)} ${n(y - 70)}" stroke="${green}" stroke-width="4" fill="none"/>` +
      `<circle cx="${n(x)}" cy="${n(y)}" r="20" fill="${red}"/><circle cx="${n(x + 40)}" cy="${n(y + 6)}" r="20" fill="${shade(red, -25)}"/>` +
      `<circle cx="${n(x - 6)}" cy="${n(y - 7)}" r="5" fill="#fff" fill-opacity="0.6"/>`;
    const lemon = (x: number, y: number) =>
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="34" ry="24" fill="#ffd60a" transform="rotate(${n(rng.between(-30, 30))} ${n(x)} ${n(y)})"/>`;
    const melon = (x: number, y: number) =>
      `<path d="M${n(x - 45)} ${n(y)} A45 45 0 0 0 ${n(x + 45)} ${n(y)} Z" fill="${green}"/><path d="M${n(x - 38)} ${n(y)} A38 38 0 0 0 ${n(x + 38)} ${n(y)} Z" fill="#ff4d6d"/>` +
      Array.from(
        { length: 5 },
        (_, i) => `<circle cx="${n(x - 20 + i * 10)}" cy="${n(y + 12 + (i % 2) * 6)}" r="2.5" fill="#1b1b1b"/>`,
      ).join('');
    const spots = [
      [rng.between(50, 110), rng.between(200, 240)],
      [rng.between(170, 230), rng.between(120, 170)],
      [rng.between(280, 340), rng.between(200, 240)],
    ] as const;
    const order = rng.next() > 0.5 ? [cherries, lemon, melon] : [melon, cherries, lemon];
    return order.map((draw, i) => draw(spots[i]![0], spots[i]![1])).join('');
  },
  eventyr(rng, [, , moon, glow]) {
    const count = rng.int(3, 5);
    const towers = Array.from({ length: count }, (_, i) => {
      const w = 34;
      const x = 200 - (count * 42) / 2 + i * 42;
      const h = rng.between(80, 150);
      return `<rect x="${n(x)}" y="${n(260 - h)}" width="${w}" height="${n(h)}" fill="#1a1033"/><polygon points="${n(x - 6)},${n(260 - h)} ${n(x + w / 2)},${n(220 - h)} ${n(x + w + 6)},${n(260 - h)}" fill="#5a189a"/><rect x="${n(x + 12)}" y="${n(280 - h)}" width="10" height="16" fill="${glow}"/>`;
    }).join('');
    return `<circle cx="${n(rng.between(60, 340))}" cy="${n(rng.between(45, 80))}" r="28" fill="${moon}"/>${towers}<rect x="0" y="258" width="400" height="42" fill="#140a26"/>`;
  },
  dyr(rng, [, , dark, green]) {
    const sun = `<circle cx="${n(rng.between(120, 280))}" cy="${n(rng.between(150, 190))}" r="${n(rng.between(55, 80))}" fill="#ffd166" fill-opacity="0.85"/>`;
    const trees = Array.from({ length: rng.int(1, 3) }, () => {
      const x = rng.pick([rng.between(20, 110), rng.between(290, 380)]);
      return `<rect x="${n(x - 4)}" y="170" width="8" height="70" fill="${dark}"/><ellipse cx="${n(x)}" cy="168" rx="${n(rng.between(40, 60))}" ry="14" fill="${dark}"/>`;
    }).join('');
    const paw = (x: number, y: number, s: number) =>
      `<g fill="${dark}"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s)}" ry="${n(s * 0.85)}"/>${[-1.1, -0.4, 0.4, 1.1].map((dx, i) => `<ellipse cx="${n(x + dx * s)}" cy="${n(y - s * (i === 0 || i === 3 ? 0.9 : 1.35))}" rx="${n(s * 0.32)}" ry="${n(s * 0.42)}"/>`).join('')}</g>`;
    return `${sun}<rect x="0" y="238" width="400" height="62" fill="${green}"/>${trees}${paw(rng.between(150, 260), rng.between(250, 270), rng.between(10, 16))}${paw(rng.between(270, 360), rng.between(255, 275), 9)}`;
  },
  guld(rng, [, , gold, light]) {
    const count = rng.int(2, 4);
    const stacks = Array.from({ length: count }, (_, i) => {
      const x = 200 - (count - 1) * 50 + i * 100 + rng.between(-15, 15);
      return Array.from({ length: rng.int(4, 9) }, (_, k) => coin(x, 260 - k * 11, 42, gold, light)).join('');
    }).join('');
    const bar = (x: number, y: number) =>
      `<polygon points="${n(x)},${n(y)} ${n(x + 110)},${n(y)} ${n(x + 92)},${n(y - 40)} ${n(x + 18)},${n(y - 40)}" fill="${gold}" stroke="${shade(gold, -70)}" stroke-width="3"/>` +
      `<polygon points="${n(x + 18)},${n(y - 40)} ${n(x + 92)},${n(y - 40)} ${n(x + 84)},${n(y - 30)} ${n(x + 26)},${n(y - 30)}" fill="${light}" fill-opacity="0.6"/>`;
    return `${bar(rng.between(20, 90), rng.between(130, 160))}${bar(rng.between(230, 280), rng.between(110, 150))}${stacks}`;
  },
  rumfart(rng, [, , planet, glow]) {
    const px = rng.between(90, 300);
    const py = rng.between(110, 180);
    const r = rng.between(45, 70);
    const rocketX = px > 200 ? rng.between(40, 120) : rng.between(280, 350);
    return (
      `<circle cx="${n(px)}" cy="${n(py)}" r="${n(r)}" fill="${planet}"/><circle cx="${n(px - r * 0.3)}" cy="${n(py - r * 0.2)}" r="${n(r * 0.25)}" fill="#fff" fill-opacity="0.25"/>` +
      `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(r * 1.7)}" ry="${n(r * 0.35)}" fill="none" stroke="${glow}" stroke-width="5" transform="rotate(${n(rng.between(-25, 25))} ${n(px)} ${n(py)})"/>` +
      `<g transform="translate(${n(rocketX)} ${n(rng.between(80, 200))}) rotate(${n(rng.between(20, 50))})"><path d="M0 -40 C14 -24 14 10 10 24 H-10 C-14 10 -14 -24 0 -40Z" fill="#f1faee"/><circle cy="-10" r="6" fill="#4cc9f0"/><path d="M-10 14 L-20 30 H-8Z M10 14 L20 30 H8Z" fill="#e63946"/><path d="M-7 26 Q0 50 7 26Z" fill="#ffb703"/></g>`
    );
  },
  hav(rng, [, , pearl, fish]) {
    const fishes = Array.from({ length: rng.int(2, 4) }, () => {
      const x = rng.between(50, 340);
      const y = rng.between(90, 200);
      const s = rng.between(14, 24);
      return `<g fill="${rng.pick([fish, '#ffd166', '#ef476f'])}"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 1.6)}" ry="${n(s)}"/><polygon points="${n(x + s * 1.4)},${n(y)} ${n(x + s * 2.6)},${n(y - s)} ${n(x + s * 2.6)},${n(y + s)}"/></g><circle cx="${n(x - s * 0.8)}" cy="${n(y - s * 0.2)}" r="2.5" fill="#1b1b1b"/>`;
    }).join('');
    const bubbles = Array.from(
      { length: rng.int(5, 9) },
      () =>
        `<circle cx="${n(rng.between(20, 380))}" cy="${n(rng.between(30, 220))}" r="${n(rng.between(3, 8))}" fill="none" stroke="#fff" stroke-opacity="0.6"/>`,
    ).join('');
    const shellX = rng.between(120, 280);
    return `${bubbles}${fishes}<rect x="0" y="250" width="400" height="50" fill="#e9c46a"/><path d="M${n(shellX - 40)} 262 A40 40 0 0 1 ${n(shellX + 40)} 262 Z" fill="#f4a261"/><circle cx="${n(shellX)}" cy="252" r="11" fill="${pearl}"/>`;
  },
  jul(rng, [, , red, snow]) {
    const x = rng.between(110, 290);
    const tree = [0, 1, 2]
      .map(
        (i) =>
          `<polygon points="${n(x)},${n(60 + i * 45)} ${n(x - 50 - i * 18)},${n(130 + i * 45)} ${n(x + 50 + i * 18)},${n(130 + i * 45)}" fill="#2d6a4f"/>`,
      )
      .join('');
    const gifts = Array.from({ length: rng.int(2, 3) }, (_, i) => {
      const gx = i % 2 ? x + 60 + i * 20 : x - 110 + i * 15;
      const size = rng.between(30, 44);
      return `<rect x="${n(gx)}" y="${n(260 - size)}" width="${n(size)}" height="${n(size)}" fill="${rng.pick([red, '#ffb703', '#219ebc'])}"/><rect x="${n(gx + size / 2 - 3)}" y="${n(260 - size)}" width="6" height="${n(size)}" fill="${snow}"/>`;
    }).join('');
    const flakes = Array.from(
      { length: rng.int(10, 18) },
      () =>
        `<circle cx="${n(rng.between(0, 400))}" cy="${n(rng.between(0, 250))}" r="${n(rng.between(1.5, 3.5))}" fill="${snow}"/>`,
    ).join('');
    return `${flakes}<rect x="${n(x - 8)}" y="225" width="16" height="35" fill="#6b4226"/>${tree}${star(x, 58, 14, '#ffd60a')}${gifts}<rect x="0" y="258" width="400" height="42" fill="${snow}"/>`;
  },
  halloween(rng, [, , orange, dark]) {
    const moon = `<circle cx="${n(rng.between(80, 320))}" cy="${n(rng.between(60, 100))}" r="42" fill="#fff3b0"/>`;
    const pumpkin = (x: number, y: number, s: number) =>
      `<g><ellipse cx="${n(x - s * 0.45)}" cy="${n(y)}" rx="${n(s * 0.6)}" ry="${n(s * 0.8)}" fill="${shade(orange, -30)}"/><ellipse cx="${n(x + s * 0.45)}" cy="${n(y)}" rx="${n(s * 0.6)}" ry="${n(s * 0.8)}" fill="${shade(orange, -30)}"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 0.65)}" ry="${n(s * 0.85)}" fill="${orange}"/><rect x="${n(x - 4)}" y="${n(y - s * 1.05)}" width="8" height="${n(s * 0.35)}" fill="#2d6a4f"/><polygon points="${n(x - s * 0.4)},${n(y - s * 0.15)} ${n(x - s * 0.15)},${n(y - s * 0.15)} ${n(x - s * 0.28)},${n(y - s * 0.4)}" fill="${dark}"/><polygon points="${n(x + s * 0.15)},${n(y - s * 0.15)} ${n(x + s * 0.4)},${n(y - s * 0.15)} ${n(x + s * 0.28)},${n(y - s * 0.4)}" fill="${dark}"/></g>`;
    const bats = Array.from({ length: rng.int(2, 5) }, () => {
      const x = rng.between(30, 370);
      const y = rng.between(30, 150);
      return `<path d="M${n(x)} ${n(y)} q-10 -12 -24 -4 q8 2 8 10 q6 -6 16 -2 q10 -4 16 2 q0 -8 8 -10 q-14 -8 -24 4z" fill="${dark}"/>`;
    }).join('');
    return `${moon}${bats}<rect x="0" y="262" width="400" height="38" fill="#120a1e"/>${pumpkin(rng.between(110, 180), 230, rng.between(36, 48))}${pumpkin(rng.between(240, 320), 240, rng.between(26, 34))}`;
  },
  musik(rng, [, , pink, blue]) {
    const x = rng.between(120, 280);
    const record = `<circle cx="${n(x)}" cy="150" r="85" fill="#111"/>${[70, 55, 40].map((r) => `<circle cx="${n(x)}" cy="150" r="${r}" fill="none" stroke="#333" stroke-width="2"/>`).join('')}<circle cx="${n(x)}" cy="150" r="24" fill="${pink}"/><circle cx="${n(x)}" cy="150" r="4" fill="#111"/>`;
    const notes = Array.from({ length: rng.int(2, 4) }, () => {
      const nx = rng.pick([rng.between(20, 80), rng.between(320, 380)]);
      const ny = rng.between(60, 200);
      return `<ellipse cx="${n(nx)}" cy="${n(ny)}" rx="10" ry="7" fill="${blue}" transform="rotate(-20 ${n(nx)} ${n(ny)})"/><rect x="${n(nx + 8)}" y="${n(ny - 48)}" width="3" height="48" fill="${blue}"/>`;
    }).join('');
    const bars = Array.from({ length: 12 }, (_, i) => {
      const h = rng.between(8, 40);
      return `<rect x="${n(10 + i * 33)}" y="${n(300 - h)}" width="22" height="${n(h)}" fill="${i % 2 ? pink : blue}" fill-opacity="0.8"/>`;
    }).join('');
    return `${bars}${record}${notes}`;
  },
  klassisk(rng, [, , gold, white]) {
    const symbol = (kind: string, x: number, y: number) => {
      if (kind === 'bar')
        return `<rect x="${n(x - 30)}" y="${n(y - 14)}" width="60" height="28" rx="5" fill="#1b1b1b"/><rect x="${n(x - 24)}" y="${n(y - 6)}" width="48" height="12" fill="${gold}"/>`;
      if (kind === 'cherry')
        return `<path d="M${n(x - 10)} ${n(y + 8)} Q${n(x)} ${n(y - 30)} ${n(x + 14)} ${n(y - 26)}" stroke="#2e9e44" stroke-width="4" fill="none"/><circle cx="${n(x - 10)}" cy="${n(y + 10)}" r="13" fill="#d7263d"/><circle cx="${n(x + 12)}" cy="${n(y + 12)}" r="13" fill="#b3121b"/>`;
      if (kind === 'diamond')
        return `<polygon points="${n(x)},${n(y - 24)} ${n(x + 22)},${n(y)} ${n(x)},${n(y + 24)} ${n(x - 22)},${n(y)}" fill="#4cc9f0" stroke="#fff"/>`;
      return star(x, y, 26, gold);
    };
    const kinds = ['bar', 'cherry', 'diamond', 'star'];
    const reels = [0, 1, 2]
      .map((i) => {
        const x = 80 + i * 120;
        return `<rect x="${n(x - 50)}" y="80" width="100" height="140" rx="10" fill="${white}"/>${symbol(rng.pick(kinds), x, 150)}`;
      })
      .join('');
    return `<rect x="14" y="64" width="372" height="172" rx="18" fill="${gold}"/>${reels}`;
  },
  roulette(rng, [, , red, black]) {
    const cx = rng.between(150, 250);
    const cy = 150;
    const r = 100;
    const pockets = 37;
    const circumference = 2 * Math.PI * (r - 14);
    const slice = circumference / pockets;
    const ring = (fill: string, offset: number) =>
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r - 14}" fill="none" stroke="${fill}" stroke-width="26" stroke-dasharray="${n(slice)} ${n(slice)}" stroke-dashoffset="${n(offset)}"/>`;
    const turn = rng.between(0, 360);
    const ballAngle = rng.between(0, Math.PI * 2);
    return (
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r + 10}" fill="#6b4226"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="${black}"/>` +
      `<g transform="rotate(${n(turn)} ${n(cx)} ${n(cy)})">${ring(red, 0)}</g>` +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r - 30}" fill="#8d5524"/><circle cx="${n(cx)}" cy="${n(cy)}" r="18" fill="#e9c46a"/>` +
      `<circle cx="${n(cx + (r - 8) * Math.cos(ballAngle))}" cy="${n(cy + (r - 8) * Math.sin(ballAngle))}" r="7" fill="#fff"/>` +
      Array.from({ length: rng.int(2, 4) }, (_, i) =>
        coin(cx > 200 ? 60 : 340, 260 - i * 9, 28, '#e63946', '#fff'),
      ).join('')
    );
  },
  kort(rng, [, , white, red]) {
    const count = rng.int(2, 4);
    const cards = Array.from({ length: count }, (_, i) => {
      const angle = (i - (count - 1) / 2) * rng.between(10, 18);
      const suitRed = rng.next() > 0.5;
      const mark = suitRed
        ? heart(0, -12, 24, red)
        : `<path d="M0 -30 C-26 -6 -22 12 -6 10 L-10 22 H10 L6 10 C22 12 26 -6 0 -30Z" fill="#1b1b1b"/>`;
      return `<g transform="translate(200 190) rotate(${n(angle)}) translate(0 -60)"><rect x="-45" y="-64" width="90" height="128" rx="9" fill="${white}" stroke="#333"/>${mark}</g>`;
    }).join('');
    const chips = Array.from({ length: rng.int(3, 6) }, (_, i) =>
      coin(rng.pick([60, 340]), 262 - i * 8, 30, rng.pick(['#e63946', '#1d3557', '#2a9d8f']), '#fff'),
    ).join('');
    return `${cards}${chips}`;
  },
  skrabespil(rng, [, , silver, gold]) {
    const tilt = rng.between(-8, 8);
    const scratched = rng.between(0.3, 0.7);
    const zig = Array.from({ length: 8 }, (_, i) => `${n(110 + i * 24)},${n(130 + (i % 2 ? 22 : -4))}`).join(' ');
    return (
      `<g transform="rotate(${n(tilt)} 200 150)"><rect x="70" y="50" width="260" height="200" rx="14" fill="#fdfcdc" stroke="${gold}" stroke-width="6"/>` +
      `<rect x="95" y="95" width="210" height="110" rx="8" fill="${silver}"/>` +
      `<rect x="95" y="95" width="${n(210 * scratched)}" height="110" rx="8" fill="#fff8e1"/>` +
      `${star(95 + 210 * scratched * 0.5, 150, 28, gold)}<polyline points="${zig}" fill="none" stroke="#9aa0a6" stroke-width="3"/></g>` +
      coin(rng.between(300, 350), rng.between(235, 260), 26, gold, '#fff4c2')
    );
  },
  juveler(rng, [, , blue, pink]) {
    return Array.from({ length: rng.int(3, 5) }, () => {
      const x = rng.between(60, 340);
      const y = rng.between(90, 230);
      const s = rng.between(24, 42);
      const fill = rng.pick([blue, pink, '#80ffdb', '#ffd60a']);
      return `<polygon points="${n(x - s)},${n(y - s * 0.3)} ${n(x - s * 0.5)},${n(y - s)} ${n(x + s * 0.5)},${n(y - s)} ${n(x + s)},${n(y - s * 0.3)} ${n(x)},${n(y + s)}" fill="${fill}" stroke="#fff" stroke-opacity="0.7"/><polygon points="${n(x - s * 0.5)},${n(y - s)} ${n(x)},${n(y - s * 0.3)} ${n(x + s * 0.5)},${n(y - s)}" fill="#fff" fill-opacity="0.35"/>`;
    }).join('');
  },
};

/** Touches a category adds to the scene: the reels of a Megaways game, the crown of a jackpot. */
function categoryLayer(rng: Rng, terms: readonly string[]): string {
  let layer = '';
  if (terms.includes('megaways'))
    layer += Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="${n(8 + i * 66)}" y="0" width="58" height="300" fill="#fff" fill-opacity="${n(0.04 + (i % 2) * 0.03)}"/>`,
    ).join('');
  if (terms.includes('jackpot')) {
    const x = rng.between(300, 360);
    layer += `<polygon points="${n(x - 26)},46 ${n(x - 26)},18 ${n(x - 13)},32 ${n(x)},12 ${n(x + 13)},32 ${n(x + 26)},18 ${n(x + 26)},46" fill="#ffd60a" stroke="#7a5c00" stroke-width="2"/>`;
  }
  return layer;
}

/** The game's artwork as an SVG document of `format`'s size. */
export function renderGameArt(game: GameArtInput, format: GameArtFormat): string {
  const { width, height } = gameArtSizes[format];
  const motif = motifOf(game.terms);
  const rng = seededRandom(`${game.slug}|${game.title}`);
  const palette = palettes[motif];
  const [top, bottom] = palette;
  const tint = /^#[0-9a-f]{6}$/i.test(game.color) ? game.color : top;
  const sparkles = Array.from({ length: rng.int(6, 14) }, () =>
    star(rng.between(0, 400), rng.between(0, 130), rng.between(2, 5), '#fff', rng.between(0.3, 0.8)),
  ).join('');
  const scene = `${sparkles}${scenes[motif](rng, palette)}${categoryLayer(rng, game.terms)}`;
  // The banner repeats the sky and sets the scene at its right, where the game page's title does not cover it.
  const placed =
    format === 'thumbnail'
      ? scene
      : `<g transform="translate(${width - 560} 0) scale(${n(height / 300)})">${scene}</g>`;
  const id = `a${gameArtVersion(game)}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" data-motif="${motif}">` +
    `<title>${escapeXml(gameArtTitle(game))}</title>` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${n(rng.between(0.2, 0.8))}" y2="1">` +
    `<stop offset="0" stop-color="${top}"/><stop offset="${n(rng.between(0.45, 0.7))}" stop-color="${shade(tint, -10)}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="${id}v" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>${placed}<rect width="${width}" height="${height}" fill="url(#${id}v)"/></svg>`
  );
}
