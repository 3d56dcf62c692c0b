/**
 * A ref that gives an image its address once the frame showing the image has been painted. Asking for a
 * picture is main-thread work for the browser (a few milliseconds each on a slow phone): cards that arrive
 * with a keystroke are on screen first and ask for their pictures after, each in a task of its own, queued
 * behind what was already waiting for that frame (the next key's events among them).
 */
export function pictureAfterPaint(url: string) {
  return (image: HTMLImageElement | null) => {
    if (!image) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // The first task after the frame runs once it is painted; the picture waits one task more.
      timer = setTimeout(() => {
        timer = setTimeout(() => {
          image.src = url;
        });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  };
}
