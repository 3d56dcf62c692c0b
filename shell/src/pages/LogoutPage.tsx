import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { texts } from '@casino/locale';
import { paths, sessionAtom } from '@casino/platform';
import { signOutEverywhere } from '../session/sign-out.ts';

/** /auth/logout: signs out, forgets every player query and goes home. */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setSession = useSetAtom(sessionAtom);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; sign out once.
    started.current = true;
    const onSignedOut = () => setSession({ status: 'unauthenticated' });
    void signOutEverywhere(queryClient, { onSignedOut }).then(() => navigate(paths.home, { replace: true }));
  }, [queryClient, navigate, setSession]);
  return (
    <section aria-labelledby="logout-title">
      <h1 id="logout-title">{texts.logout.title}</h1>
      <p role="status">{texts.logout.inProgress}</p>
    </section>
  );
}
