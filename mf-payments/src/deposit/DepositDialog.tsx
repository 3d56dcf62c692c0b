import { lazy, Suspense } from 'react';
import { paymentTexts } from '@casino/locale';
import { AppLink, paths, type DepositDialogProps } from '@casino/platform';
import { Dialog, RegionLoading } from '@casino/ui';
import styles from './DepositDialog.module.css';

// The form (and, later still, the sanitizer) load with the dialog, not with the remote's entry.
const DepositForm = lazy(() => import('./DepositForm.tsx'));

/** The 'Indbetal' dialog the shell opens from the header, a game or a promo (spec section 2). */
export default function DepositDialog({ open, onClose }: DepositDialogProps) {
  const { dialog, form } = paymentTexts;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={dialog.title} closeLabel={dialog.close}>
      <div className={styles.content} data-remote="payments" data-remote-version={__APP_VERSION__}>
        <Suspense fallback={<RegionLoading label={form.loading} />}>
          <DepositForm onLeave={onClose} />
        </Suspense>
        <AppLink to={paths.payout} onClick={onClose}>
          {dialog.payoutLink}
        </AppLink>
      </div>
    </Dialog>
  );
}
