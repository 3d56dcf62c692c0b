export * from './dates.ts';
export * from './DateText.ts';
export * from './initials.ts';
export * from './video.ts';
export * from './merge-options.ts';
