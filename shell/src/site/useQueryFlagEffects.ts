import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@casino/ui/toast';
import { texts } from '@casino/locale';
import { depositDialogOpenAtom, sessionAtom, track, usePlayer } from '@casino/platform';
import { parseQueryFlags, withoutHandledQueryFlags } from '../behaviours/query-flags.ts';
import { welcomeToast } from '../behaviours/welcome-toast.ts';
import { noPendingWork, paymentReturnAtom, pendingFlagWorkAtom } from './atoms.ts';
import { toastTurns } from './toast-turns.ts';

/**
 * The one-shot query flags of spec section 2 on any page: a payment return (handed to payments' own
 * `./PaymentReturn`), justLoggedIn and justSignedUp (layout=0 is useLayoutFlag's). They leave the URL at once
 * (replace, so a reload or Back does not repeat them); their tracking and welcome toast wait for the logged-in
 * profile.
 */
export function useQueryFlagEffects(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const setPending = useSetAtom(pendingFlagWorkAtom);
  const setPaymentReturn = useSetAtom(paymentReturnAtom);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const flags = parseQueryFlags(location.search);
    const cleaned = withoutHandledQueryFlags(location.search);
    if (cleaned === location.search) return;
    // StrictMode and re-renders: one URL is handled once.
    const id = `${location.key}${location.search}`;
    if (handled.current === id) return;
    handled.current = id;

    if (flags.payment) setPaymentReturn(flags.payment);
    setPending((pending) => ({
      welcome: pending.welcome || flags.justLoggedIn,
      reminder: pending.reminder || flags.justLoggedIn,
      signup: pending.signup || flags.justSignedUp,
    }));
    void navigate(
      { pathname: location.pathname, search: cleaned, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [location, navigate, setPending, setPaymentReturn]);

  usePendingFlagWork();
}

/** Runs the waiting flag work once the session is known: only with a logged-in profile. */
function usePendingFlagWork(): void {
  const [pending, setPending] = useAtom(pendingFlagWorkAtom);
  const session = useAtomValue(sessionAtom);
  const { profile, tracking } = usePlayer();
  const openDeposit = useSetAtom(depositDialogOpenAtom);

  useEffect(() => {
    if (session.status === 'loading') return;
    if (session.status === 'unauthenticated') {
      // Spec section 6: welcome toasts and user tracking need a logged-in profile.
      if (pending.welcome || pending.signup || pending.reminder) setPending(noPendingWork);
      return;
    }
    if (!profile || !tracking) return;
    if (!pending.welcome && !pending.signup) return;

    if (pending.welcome) {
      const welcome = welcomeToast(profile);
      // First in turn: the persistent notifications and the reminder follow it.
      if (welcome)
        toastTurns.show(() =>
          toast(welcome.title, welcome.description ? { description: welcome.description } : undefined),
        );
      track({ event: 'LOGIN' }, tracking);
    }
    if (pending.signup) {
      track({ event: 'SIGNUP' }, tracking);
      // A new player's next step is the first deposit: the welcome carries it.
      toastTurns.show(() =>
        toast.success(texts.shell.welcome.signedUp(profile.name ?? ''), {
          action: { label: texts.nav.deposit, onClick: () => openDeposit(true) },
        }),
      );
    }
    setPending((current) => ({ ...current, welcome: false, signup: false }));
  }, [pending, session.status, profile, tracking, setPending, openDeposit]);
}
