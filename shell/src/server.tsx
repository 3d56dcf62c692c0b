import type { ShellServerBuild } from '@casino/platform/first-screen-render';

// The async boundary lets the federation runtime share React before any of it is evaluated (as index.ts does).
export const renderFirstScreen: ShellServerBuild['renderFirstScreen'] = (request) =>
  import('./server-render.tsx').then((module) => module.renderFirstScreen(request));

export const warmFirstScreens: ShellServerBuild['warmFirstScreens'] = (...args) =>
  import('./server-render.tsx').then((module) => module.warmFirstScreens(...args));
