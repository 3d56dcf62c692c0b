import { useQueryClient } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@casino/ui/toast';
import { queryKeys, updateProfile } from '@casino/api-client';
import { texts } from '@casino/locale';
import { paths, sessionAtom, track, type TrackingProfile, usePlayer } from '@casino/platform';
import { decideMarketingReminder, parseReminderCookie, type ReminderPrompt } from '../behaviours/marketing-reminder.ts';
import { notificationsHandledForAtom, pendingFlagWorkAtom } from './atoms.ts';
import { toastTurns } from './toast-turns.ts';

/** Where SMS consent sends the player: settings, with the phone number field focused. */
export const smsSettingsUrl = `${paths.settings}?focus=phoneNumber`;

/**
 * Spec section 4: once per session after login (justLoggedIn), the newsletter prompt before the SMS
 * prompt, each remembered in the cookie for 180 days. Accepting updates the profile and logs a
 * SUBSCRIPTION event; SMS then goes to settings with focus on phoneNumber. The toast stays until dismissed.
 * It waits for the player's system notifications to take their turn, so it arrives last: in front,
 * its 'Ja tak' visible and the first button a keyboard reaches in the stack.
 */
export function useMarketingReminder(): void {
  const [pending, setPending] = useAtom(pendingFlagWorkAtom);
  const { profile, tracking } = usePlayer();
  const session = useAtomValue(sessionAtom);
  const handledFor = useAtomValue(notificationsHandledForAtom);
  const notificationsHandled = session.status === 'authenticated' && handledFor === session.user.id;
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (!pending.reminder || !profile || !tracking || !notificationsHandled) return;
    setPending((current) => ({ ...current, reminder: false }));
    const decision = decideMarketingReminder({
      justLoggedIn: true,
      profile,
      flags: parseReminderCookie(document.cookie),
      secure: location.protocol === 'https:',
    });
    if (!decision.prompt || !decision.setCookie) return;
    document.cookie = decision.setCookie;
    const prompt = decision.prompt;
    const wording = texts.shell.marketingReminder[prompt];
    const accept = async () => {
      const ok = await giveConsent(prompt, tracking);
      if (ok) await queryClient.invalidateQueries({ queryKey: queryKeys.profile });
      else toast.error(texts.shell.marketingReminder.failed);
      // SMS needs a phone number: settings either way, so the player can check or add it.
      if (prompt === 'sms') await navigate(smsSettingsUrl);
    };
    toastTurns.show(() =>
      toast(wording.title, {
        id: `marketing-reminder-${prompt}`,
        description: wording.description,
        duration: Infinity,
        closeButton: true,
        action: { label: wording.accept, onClick: () => void accept() },
        cancel: { label: texts.shell.marketingReminder.dismiss, onClick: () => {} },
      }),
    );
  }, [pending.reminder, profile, tracking, notificationsHandled, setPending, queryClient, navigate]);
}

async function giveConsent(prompt: ReminderPrompt, tracking: TrackingProfile): Promise<boolean> {
  try {
    await updateProfile(prompt === 'newsletter' ? { acceptedNewsletters: true } : { hasAcceptedSms: true });
  } catch (error) {
    console.error('[shell] consent update failed', error);
    return false;
  }
  track({ event: 'SUBSCRIPTION', type: prompt, action: 'subscribe', origin: 'reminder' }, tracking);
  return true;
}
