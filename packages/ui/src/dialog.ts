// '@casino/ui/dialog': the modal on Radix (with react-remove-scroll, about 12 KB brotli), loaded
// with the first dialog a player opens, never with a page that has none (issue 13).
export * from './Dialog.tsx';
