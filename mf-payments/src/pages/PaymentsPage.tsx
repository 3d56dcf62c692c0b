import type { ReactNode } from 'react';
import { Page } from '@casino/ui';

/** A page of the payments remote; its content carries the remote's version for the release test. */
export function PaymentsPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page title={title}>
      <div data-remote="payments" data-remote-version={__APP_VERSION__}>
        {children}
      </div>
    </Page>
  );
}
