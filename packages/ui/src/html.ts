// '@casino/ui/html': HTML from the CMS or the back office, sanitized (DOMPurify in the browser, sanitize-html on
// the server); only pages that show such HTML load it.
export * from './SanitizedHtml.tsx';
