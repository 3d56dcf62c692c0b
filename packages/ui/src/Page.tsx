import { useEffect, type ReactNode } from 'react';

export interface PageProps {
  title: string;
  /** The document title when it differs from the heading (a game's pageTitle); the heading otherwise. */
  documentTitle?: string;
  children?: ReactNode;
}

/** A page's heading and document title; every routed page starts with it. */
export function Page({ title, documentTitle = title, children }: PageProps) {
  useEffect(() => {
    document.title = `${documentTitle} – Casino`;
  }, [documentTitle]);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children}
    </section>
  );
}
