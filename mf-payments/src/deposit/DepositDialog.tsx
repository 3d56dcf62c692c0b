import { texts } from '@casino/locale';
import { AppLink, paths, type DepositDialogProps } from '@casino/platform';
import { Dialog } from '@casino/ui';
import { DepositForm } from './DepositForm.tsx';

/** The 'Indbetal' dialog the shell opens from the header, a game or a promo (spec section 2). */
export default function DepositDialog({ open, onClose }: DepositDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={texts.payments.depositTitle}
      closeLabel={texts.payments.close}
    >
      <DepositForm />
      <AppLink to={paths.payout} onClick={onClose}>
        {texts.payments.payoutLink}
      </AppLink>
    </Dialog>
  );
}
