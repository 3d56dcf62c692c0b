/**
 * The session clock must not rely on the device clock alone (DOMAIN.md): the shell learns how far
 * the server's clock is from the device's from the `Date` header of the session response.
 */

/**
 * Milliseconds to add to `Date.now()` to get the server's time, or 0 when the header is missing or
 * unreadable. `Date` has one-second resolution, so differences under a second are ignored.
 */
export function serverOffsetFrom(dateHeader: string | null | undefined, deviceNow: number): number {
  if (!dateHeader) return 0;
  const server = Date.parse(dateHeader);
  if (Number.isNaN(server)) return 0;
  const offset = server - deviceNow;
  return Math.abs(offset) < 1000 ? 0 : offset;
}

/** The elapsed time as 'hh:mm:ss' (hours keep counting past 24; negative counts as zero). */
export function formatElapsed(milliseconds: number): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}
