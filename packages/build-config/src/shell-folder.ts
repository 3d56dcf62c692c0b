/**
 * Where a shell version's files are served from: its page names this folder and its chunks load from
 * it, so a tab keeps loading the version it was opened on while the site moves on to a newer one.
 */
export const shellFolderUrl = (version: string) => `/shell/${encodeURIComponent(version)}/`;

/**
 * The version a shell build names in its own page. The server serves that build under it while no
 * shell is published (`npm start`, the e2e site), and writes a published version's name in its place.
 */
export const unpublishedShellVersion = 'current';
