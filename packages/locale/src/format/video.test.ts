import { isVideoFile } from './video.ts';

// Spec section 5: video file check, .mp4 or .webm.
describe('video file check', () => {
  it.each([
    'https://cdn.example.dk/games/intro.mp4',
    '/media/intro.webm',
    'INTRO.MP4',
    'https://cdn.example.dk/intro.webm?v=3',
    'https://cdn.example.dk/intro.mp4#t=10',
  ])('treats %p as a video', (url) => {
    expect(isVideoFile(url)).toBe(true);
  });

  it.each([
    'https://cdn.example.dk/games/cover.jpg',
    'https://cdn.example.dk/intro.mp4.png',
    'https://cdn.example.dk/video?file=intro.mp4',
    'https://cdn.example.dk/mp4',
    '',
    null,
    undefined,
  ])('treats %p as no video', (url) => {
    expect(isVideoFile(url)).toBe(false);
  });
});
