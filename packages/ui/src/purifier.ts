import type { DOMPurify } from 'dompurify';

/** DOMPurify, on the browser's own document. */
export const loadPurifier = (): Promise<DOMPurify> => import('dompurify').then((module) => module.default);
