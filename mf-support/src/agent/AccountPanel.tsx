import { useQuery } from '@tanstack/react-query';
import { getAccountView, type AgentAccountView } from '@casino/api-client/chat';
import { texts } from '@casino/locale';
import { formatDate, formatDateTime, formatKroner } from '@casino/locale';
import { supportTexts } from '@casino/locale/support';
import { RegionFallback, RegionLoading } from '@casino/ui';
import { chatKeys } from '../chat/chat-keys.ts';
import styles from './AgentConsole.module.css';

const t = supportTexts.agent.account;
const periods = ['daily', 'weekly', 'monthly'] as const;

/**
 * The player's account beside their chat, read-only: what an agent needs to answer (balance, limits and raises
 * waiting, a pause or exclusion and its end, the latest money in and out and games). The server logs each look.
 */
export function AccountPanel({ conversationId }: { conversationId: string }) {
  const view = useQuery({
    queryKey: chatKeys.accountView(conversationId),
    queryFn: async ({ signal }) => (await getAccountView(conversationId, { signal })).data,
    // Every fetch is an audited look: only when the agent asks again.
    staleTime: Infinity,
  });
  if (view.isError)
    return (
      <RegionFallback
        compact
        message={texts.region.failed}
        retryLabel={texts.region.retry}
        onRetry={() => void view.refetch()}
      />
    );
  if (!view.data) return <RegionLoading label={texts.region.loading} />;
  return <AccountDetails account={view.data} />;
}

function AccountDetails({ account }: { account: AgentAccountView }) {
  const block = account.block;
  return (
    <section aria-labelledby="agent-account" className={styles.account}>
      <h3 id="agent-account">{t.title}</h3>
      <p className={styles.customerNo}>{t.logged}</p>
      <dl className={styles.contactDetails}>
        <dt>{t.balance}</dt>
        <dd>{formatKroner(account.balance)}</dd>
        <dt>{t.status}</dt>
        <dd>{account.accountStatus}</dd>
        <dt>{t.block}</dt>
        <dd>
          {block
            ? `${t.blocks[block.reason]}${block.until ? ` ${t.until(formatDateTime(block.until))}` : ''}`
            : t.noBlock}
        </dd>
        {periods.map((period) => {
          const limit = account.limits[period];
          return (
            <Limit key={period} label={`${t.limits}: ${t[period]}`}>
              {limit ? t.limitUse(formatKroner(limit.amount), formatKroner(limit.used)) : t.noLimit}
              {limit?.pending && (
                <>
                  <br />
                  {t.pendingRaise(formatKroner(limit.pending.amount), formatDate(limit.pending.effectiveAt))}
                </>
              )}
            </Limit>
          );
        })}
      </dl>
      <Latest
        title={t.deposits}
        items={account.deposits.map((d) => `${formatDateTime(d.createdAt)}: ${formatKroner(d.amount)}, ${d.status}`)}
      />
      <Latest
        title={t.withdrawals}
        items={account.withdrawals.map(
          (w) => `${formatDateTime(w.requestedAt)}: ${formatKroner(w.amount)}, ${w.status}`,
        )}
      />
      <Latest
        title={t.rounds}
        items={account.rounds.map(
          (r) => `${formatDateTime(r.playedAt)}: ${t.round(r.game, formatKroner(r.stake), formatKroner(r.win))}`,
        )}
      />
    </section>
  );
}

function Limit({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Latest({ title, items }: { title: string; items: string[] }) {
  return (
    <>
      <h4>{title}</h4>
      {items.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul>
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
    </>
  );
}
