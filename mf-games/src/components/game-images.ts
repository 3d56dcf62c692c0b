import type { GameImage } from '@casino/api-client';

/** The card picture: the smallest image (the content service sends a 4:3 thumbnail and a wide banner). */
export function thumbnailOf(images: readonly GameImage[]): GameImage | null {
  return images.reduce<GameImage | null>((best, image) => (!best || image.width < best.width ? image : best), null);
}

/** The game page's picture: the widest image. */
export function bannerOf(images: readonly GameImage[]): GameImage | null {
  return images.reduce<GameImage | null>((best, image) => (!best || image.width > best.width ? image : best), null);
}
