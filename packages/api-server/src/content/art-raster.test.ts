// The game artwork's WebP (docs/decisions/0045-game-artwork.md): the SVG drawing's picture, rasterised once per
// drawing and served from memory, within its memory bound.
import sharp from 'sharp';
import { createArtRaster } from './art-raster.ts';
import { renderGameArt } from './game-art.ts';

const roulette = { slug: 'europaeisk-roulette', title: 'Europæisk Roulette', color: '#0f6b3a', terms: ['roulette'] };
const square = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="${fill}"/></svg>`;

describe("a game's artwork as WebP", () => {
  it('is the drawing at its own size, a small picture', async () => {
    const raster = createArtRaster({ maxBytes: 1024 * 1024 });
    const thumbnail = await raster.webp('thumbnail', () => renderGameArt(roulette, 'thumbnail'));
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
    expect(thumbnail.length).toBeLessThan(12 * 1024);
    const banner = await raster.webp('banner', () => renderGameArt(roulette, 'banner'));
    expect(await sharp(banner).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 400 });
    // The drawing's colours, not an empty frame.
    const red = await createArtRaster({ maxBytes: 1024 }).webp('red', () => square('#c8102e'));
    const [r, g, b] = (await sharp(red).stats()).channels.map((channel) => channel.mean);
    expect(r).toBeGreaterThan(150);
    expect(g! + b!).toBeLessThan(120);
  });

  it('rasterises a drawing once, however many ask for it at the same time', async () => {
    const raster = createArtRaster({ maxBytes: 1024 * 1024 });
    const draw = jest.fn(() => square('#123456'));
    const [first, second] = await Promise.all([raster.webp('k', draw), raster.webp('k', draw)]);
    expect(await raster.webp('k', draw)).toBe(first);
    expect(second).toBe(first);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('keeps the recently used pictures within its bound, rasterising a dropped one again', async () => {
    const one = await createArtRaster({ maxBytes: 1024 }).webp('size', () => square('#000000'));
    const raster = createArtRaster({ maxBytes: one.length * 2 });
    const draws = { a: jest.fn(() => square('#000000')), b: jest.fn(() => square('#000000')) };
    const c = jest.fn(() => square('#000000'));
    await raster.webp('a', draws.a);
    await raster.webp('b', draws.b);
    await raster.webp('a', draws.a); // a is now the most recently used
    await raster.webp('c', c); // over the bound: b goes
    await raster.webp('a', draws.a);
    await raster.webp('b', draws.b);
    expect(draws.a).toHaveBeenCalledTimes(1);
    expect(draws.b).toHaveBeenCalledTimes(2);
  });
});
