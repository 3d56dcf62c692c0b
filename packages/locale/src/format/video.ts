const videoExtension = /\.(?:mp4|webm)$/i;

/** Spec section 5: a video file is .mp4 or .webm, whatever the case and any query or hash after it. */
export function isVideoFile(url: string | null | undefined): boolean {
  if (!url) return false;
  const path = url.split(/[?#]/u, 1)[0] ?? '';
  return videoExtension.test(path);
}
