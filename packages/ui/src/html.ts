// '@casino/ui/html': HTML from the CMS or the back office, sanitized with DOMPurify (issue 13).
export * from './SanitizedHtml.tsx';
