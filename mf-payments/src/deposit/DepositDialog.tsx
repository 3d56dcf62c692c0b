import { paymentTexts } from '@casino/locale/payments';
import { AppLink, paths, type DepositDialogProps } from '@casino/platform';
import { Dialog } from '@casino/ui/dialog';
import { DepositForm, preloadDepositForm } from './DepositForm.tsx';
import styles from './DepositDialog.module.css';

/**
 * The 'Indbetal' dialog the shell opens from the header, a game or a promo (spec section 2). The form
 * is part of this expose, which the shell loads on intent, so opening the dialog shows one loading
 * state at most (the form's data), never a second one for the form's code.
 */
/** The shell calls this on the player's intent: the form's data, so a click shows it finished. */
export const preload = preloadDepositForm;

export default function DepositDialog({ open, onClose }: DepositDialogProps) {
  const { dialog } = paymentTexts;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={dialog.title} closeLabel={dialog.close}>
      <div className={styles.content} data-remote="payments" data-remote-version={__APP_VERSION__}>
        <DepositForm onLeave={onClose} />
        <AppLink to={paths.payout} onClick={onClose}>
          {dialog.payoutLink}
        </AppLink>
      </div>
    </Dialog>
  );
}
