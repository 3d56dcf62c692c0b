/**
 * Game artwork as WebP, rasterised from its SVG drawing. A browser parses an SVG image as a document on its main
 * thread (12-20 ms a picture at 4x CPU slowdown), while it decodes a raster image off it: the lobby and the
 * catalogue's search results show many pictures at once (docs/decisions/0045-game-artwork.md).
 *
 * Each picture is rasterised once, on its first request (however many requests wait for it), then served from
 * memory; the least recently used go when the pictures pass `maxBytes`.
 */

/** Keeps a 400 × 300 thumbnail at 3-6 KB with no visible loss on the drawing's flat colours and gradients. */
const WEBP_QUALITY = 75;

export interface ArtRaster {
  /** The WebP of the SVG `draw()` gives, for a `key` naming everything the drawing depends on. */
  webp: (key: string, draw: () => string) => Promise<Buffer>;
}

export function createArtRaster({ maxBytes }: { maxBytes: number }): ArtRaster {
  const pictures = new Map<string, Buffer>();
  const rasterising = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  const store = (key: string, picture: Buffer) => {
    if (picture.length > maxBytes) return;
    pictures.set(key, picture);
    bytes += picture.length;
    // A Map iterates in insertion order: the first keys are the least recently used.
    for (const [oldest, old] of pictures) {
      if (bytes <= maxBytes) break;
      pictures.delete(oldest);
      bytes -= old.length;
    }
  };

  return {
    webp(key, draw) {
      const picture = pictures.get(key);
      if (picture) {
        pictures.delete(key);
        pictures.set(key, picture); // most recently used
        return Promise.resolve(picture);
      }
      const waiting = rasterising.get(key);
      if (waiting) return waiting;
      // sharp (libvips) is loaded by the first picture asked for, not by every server at start.
      const rasterised = import('sharp')
        .then(({ default: sharp }) => sharp(Buffer.from(draw())).webp({ quality: WEBP_QUALITY }).toBuffer())
        .then((fresh) => {
          if (!pictures.has(key)) store(key, fresh);
          return fresh;
        })
        .finally(() => rasterising.delete(key));
      rasterising.set(key, rasterised);
      return rasterised;
    },
  };
}
