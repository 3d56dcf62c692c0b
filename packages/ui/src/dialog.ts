// '@casino/ui/dialog': the modal on Radix (with react-remove-scroll), loaded with the first dialog a
// player opens, never with a page that has none.
export * from './Dialog.tsx';
