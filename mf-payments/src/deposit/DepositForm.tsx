import { texts } from '@casino/locale';

/** The deposit form shared by the dialog and the page; the payments issue fills it in. */
export function DepositForm() {
  return (
    <div data-remote="payments" data-remote-version={__APP_VERSION__}>
      <p>{texts.comingSoon}</p>
    </div>
  );
}
