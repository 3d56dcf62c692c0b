import { texts } from '@casino/locale';
import { Page } from '@casino/ui';
import { DepositForm } from '../deposit/DepositForm.tsx';

export default function DepositPage() {
  return (
    <Page title={texts.pages.deposit}>
      <DepositForm />
    </Page>
  );
}
