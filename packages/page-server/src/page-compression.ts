import { constants, type BrotliOptions } from 'node:zlib';

/**
 * Brotli for a shell page, compressed each time it is made (it carries its server-render content, about
 * 170 KB): quality 5 takes a few ms and is within a fifth of the best size; brotli's default, quality 11,
 * takes about 300 ms for such a page, which the visitor of a page nobody has made yet waits for.
 */
export const pageBrotliOptions = (bytes: number): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes },
});
