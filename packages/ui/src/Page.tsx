import { useEffect, type ReactNode } from 'react';

export interface PageProps {
  title: string;
  children?: ReactNode;
}

/** A page's heading and document title; every routed page starts with it. */
export function Page({ title, children }: PageProps) {
  useEffect(() => {
    document.title = `${title} – Casino`;
  }, [title]);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children}
    </section>
  );
}
