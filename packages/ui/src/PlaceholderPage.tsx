import { texts } from '@casino/locale';
import { Page } from './Page.tsx';

/** A routed page whose content a later issue builds: its title and a short note, nothing fake. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <p>{texts.comingSoon}</p>
    </Page>
  );
}
