// '@casino/ui/html': HTML from the CMS or the back office, sanitized with DOMPurify; only pages that show
// such HTML load it.
export * from './SanitizedHtml.tsx';
