export * from './remotes.ts';
export * from './paths.ts';
export * from './atoms.ts';
export * from './prefetch.tsx';
export * from './tracking.ts';
export * from './campaigns.ts';
export * from './player.ts';
