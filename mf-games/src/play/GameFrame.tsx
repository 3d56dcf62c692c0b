import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSetAtom } from 'jotai';
import type { Game } from '@casino/api-client';
import type { GameSession } from '@casino/api-client/play';
import { gamePageTexts } from '@casino/locale/games';
import { AppLink, depositDialogOpenAtom, paths } from '@casino/platform';
import { Button } from '@casino/ui';
import styles from './GameFrame.module.css';
import { FreeSpinsNotice, type FreeSpinsOnPage } from './FreeSpinsNotice.tsx';
import { loadSaveGameDialog, SaveGameDialog, useSaveGamePrompt } from './SaveGameDialog.tsx';
import { useGameMessages, type RoundSettledMessage } from './useGameMessages.ts';
import { useOrientationTracking } from './useOrientationTracking.ts';

const texts = gamePageTexts.play;

const warmDialog = () => void loadSaveGameDialog().catch(() => {}); // a failure shows when it opens

/** The sandbox provider's game in a frame, with the page's own tools beside it. */
export function GameFrame({ game, session }: { game: Game; session: GameSession }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [rounds, setRounds] = useState(0);
  const [freeSpins, setFreeSpins] = useState<FreeSpinsOnPage | null>(session.freeSpins);
  const openDeposit = useSetAtom(depositDialogOpenAtom);
  const navigate = useNavigate();
  const leave = () => void navigate(paths.game(game.slug));
  const prompt = useSaveGamePrompt(game, rounds, leave);
  useGameMessages(frame, session, (round: RoundSettledMessage) => {
    setRounds((count) => count + 1);
    const played = round.freeSpin;
    if (played)
      setFreeSpins((shown) => (shown?.grantId === played.grantId ? { ...shown, spinsLeft: played.spinsLeft } : shown));
  });
  useOrientationTracking(game.title, true);
  return (
    <div className={styles.play}>
      <FreeSpinsNotice freeSpins={freeSpins} />
      <iframe
        ref={frame}
        className={styles.frame}
        src={session.launchUrl}
        title={texts.frameTitle(game.title)}
        allow="fullscreen"
      />
      <div role="group" aria-label={texts.tools} className={styles.tools}>
        <Button onClick={() => openDeposit(true)}>{texts.deposit}</Button>
        <AppLink to={paths.game(game.slug)}>{texts.aboutGame(game.title)}</AppLink>
        {/* Its dialog's code on intent, so a close that asks shows the dialog at once. */}
        <Button variant="secondary" onClick={prompt.close} onPointerEnter={warmDialog} onFocus={warmDialog}>
          {texts.close}
        </Button>
      </div>
      <SaveGameDialog prompt={prompt} title={game.title} />
    </div>
  );
}
