import type { Win } from '@casino/api-client';
import { formatKroner } from '@casino/locale';
import { formatRelativeTime, winsTexts } from '@casino/locale/games';
import { AppLink, paths } from '@casino/platform';

const texts = winsTexts;

/** Wins as a table: who (masked), which game, how much, when. Biggest first, as the API sends them. */
export function WinsTable({ wins, caption = texts.table }: { wins: readonly Win[]; caption?: string }) {
  return (
    <table className="data-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.player}</th>
          <th scope="col">{texts.game}</th>
          <th scope="col" className="figure">
            {texts.amount}
          </th>
          <th scope="col">{texts.wonAt}</th>
        </tr>
      </thead>
      <tbody>
        {wins.map((win) => (
          <tr key={win.id}>
            <td>{win.playerName}</td>
            <td>
              <AppLink to={paths.game(win.game.slug)}>{win.game.title}</AppLink>
            </td>
            <td className="figure" data-win-amount={win.amount}>
              {formatKroner(win.amount)}
            </td>
            <td>
              <time dateTime={win.wonAt}>{formatRelativeTime(win.wonAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
