import { useQuery } from '@tanstack/react-query';
import { winsDefaults, winsQuery } from '@casino/api-client';
import { lobbyTexts, texts } from '@casino/locale';
import { AppLink, paths } from '@casino/platform';
import { Section } from '../components/Section.tsx';
import { WinsTable } from '../wins/WinsTable.tsx';

const lobby = lobbyTexts.lobby;
/** Today's big wins on the lobby: the spec's defaults (250 kr., day), the five biggest. */
const todaysWins = { amountMin: winsDefaults.amountMin, period: winsDefaults.period, limit: 5 } as const;

/** The lobby's table of today's big wins, with a link to all of them. */
export default function BigWins() {
  const wins = useQuery(winsQuery(todaysWins));
  if (!wins.data) return null;
  const list = wins.data;
  return (
    <Section heading={lobby.bigWins} more={<AppLink to={paths.wins}>{texts.pages.wins}</AppLink>}>
      {() => (list.length ? <WinsTable wins={list} caption={lobby.bigWins} /> : <p>{lobby.noWinsToday}</p>)}
    </Section>
  );
}
