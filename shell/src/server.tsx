import type { ShellServerBuild } from '@casino/platform/server-render';

// The async boundary lets the federation runtime share React before any of it is evaluated (as index.ts does).
export const renderOnServer: ShellServerBuild['renderOnServer'] = (request) =>
  import('./server-render.tsx').then((module) => module.renderOnServer(request));

export const warmServerRender: ShellServerBuild['warmServerRender'] = (...args) =>
  import('./server-render.tsx').then((module) => module.warmServerRender(...args));
