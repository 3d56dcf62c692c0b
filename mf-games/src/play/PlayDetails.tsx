import type { Game } from '@casino/api-client';
import { contentTitles } from '@casino/locale';
import { Page } from '@casino/ui';
import { GameFrame } from './GameFrame.tsx';
import { PlayGate } from './PlayGate.tsx';

/** /spil/{slug}/spil and /scratcher/{slug}: the game itself, for a player who may play. */
export function PlayDetails({ game, title = contentTitles.play(game.title) }: { game: Game; title?: string }) {
  return (
    <Page title={title}>
      <PlayGate slug={game.slug}>{(session) => <GameFrame game={game} session={session} />}</PlayGate>
    </Page>
  );
}
