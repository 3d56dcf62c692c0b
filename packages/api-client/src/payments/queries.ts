// '@casino/api-client/payments': the queries and hooks of the deposit dialog and the payment pages; the
// balance's query is in the main entry, with every page's.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authedQuery, type AuthGate, dataOf, queryKeys } from '@casino/api-client';
import {
  getDepositInfo,
  getDepositLimits,
  getNextPromoCode,
  getPayoutInfo,
  getReceipt,
  getTransactions,
  getWithdrawal,
} from './calls.ts';
import type { TransactionsQuery } from './withdrawals.ts';

/** The deposit info is a cached fetch (spec section 7): it changes only with a deposit. */
const depositInfoStaleMs = 5 * 60_000;

export const receiptQuery = ({ isAuthenticated, paymentId }: AuthGate & { paymentId: string | null }) =>
  queryOptions({
    queryKey: queryKeys.receipt(paymentId ?? ''),
    queryFn: ({ signal }) => getReceipt(paymentId ?? '', { signal }).then(dataOf),
    enabled: isAuthenticated && Boolean(paymentId),
  });

export const depositInfoQuery = ({ isAuthenticated }: AuthGate) =>
  queryOptions({
    ...authedQuery({ isAuthenticated }, queryKeys.depositInfo, ({ signal }) => getDepositInfo({ signal })),
    staleTime: depositInfoStaleMs,
  });

export const depositLimitsQuery = ({ isAuthenticated }: AuthGate) =>
  authedQuery({ isAuthenticated }, queryKeys.depositLimits, ({ signal }) => getDepositLimits({ signal }));

export const nextPromoCodeQuery = ({ isAuthenticated }: AuthGate) =>
  authedQuery({ isAuthenticated }, queryKeys.nextPromoCode, ({ signal }) => getNextPromoCode({ signal }));

/** How often, at most, the payout page looks for a bank account the provider has yet to confirm. */
const accountChecks = 30;

/**
 * `awaitingAccount`: the player is back from the provider's page where they chose a bank account, whose signed
 * confirmation may still be on its way: look again until the account is there.
 */
export const payoutInfoQuery = ({
  isAuthenticated,
  awaitingAccount = false,
}: AuthGate & { awaitingAccount?: boolean }) =>
  queryOptions({
    ...authedQuery({ isAuthenticated }, queryKeys.payoutInfo, ({ signal }) => getPayoutInfo({ signal })),
    // A withdrawal on its way moves by itself (the provider pays it out): keep its state current.
    refetchInterval: (query) => {
      const data = query.state.data;
      if (awaitingAccount && data?.destination === null && query.state.dataUpdateCount < accountChecks) return 2_000;
      return data?.withdrawals.some((w) => w.status === 'requested' || w.status === 'pending') ? 3_000 : false;
    },
  });

export const withdrawalQuery = ({ isAuthenticated, withdrawalId }: AuthGate & { withdrawalId: string | null }) =>
  queryOptions({
    queryKey: queryKeys.withdrawal(withdrawalId ?? ''),
    queryFn: ({ signal }) => getWithdrawal(withdrawalId ?? '', { signal }).then(dataOf),
    enabled: isAuthenticated && Boolean(withdrawalId),
  });

export const transactionsQuery = ({ isAuthenticated, ...query }: AuthGate & TransactionsQuery) =>
  authedQuery({ isAuthenticated }, queryKeys.transactions(query), ({ signal }) => getTransactions(query, { signal }));

export const useReceipt = (args: AuthGate & { paymentId: string | null }) => useQuery(receiptQuery(args));
export const useDepositInfo = (gate: AuthGate) => useQuery(depositInfoQuery(gate));
export const useDepositLimits = (gate: AuthGate) => useQuery(depositLimitsQuery(gate));
export const useNextPromoCode = (gate: AuthGate) => useQuery(nextPromoCodeQuery(gate));
export const usePayoutInfo = (gate: AuthGate & { awaitingAccount?: boolean }) => useQuery(payoutInfoQuery(gate));
export const useWithdrawal = (args: AuthGate & { withdrawalId: string | null }) => useQuery(withdrawalQuery(args));
export const useTransactions = (args: AuthGate & TransactionsQuery) => useQuery(transactionsQuery(args));
