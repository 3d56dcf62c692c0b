import { createIdentityBroker, type IdentityBroker } from '../auth/mitid-broker.ts';
import type { Database } from '../db/client.ts';
import type { GameProvider } from '../games/provider.ts';
import { hub88GameProvider } from '../games/aggregator/hub88-games.ts';
import { sandboxGameProvider } from '../games/sandbox/provider.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { createTrustlyProvider } from '../payments/trustly/adapter.ts';
import { trustlySeamKind } from '../payments/trustly/settings.ts';
import { createNexiProvider } from '../payments/nexi/adapter.ts';
import { nexiSeamKind } from '../payments/nexi/settings.ts';
import { createRofusRegister } from '../players/rofus-client.ts';
import { sandboxRofusEndpoint } from '../players/rofus-sandbox/process.ts';
import type { SelfExclusionRegister } from '../players/self-exclusion-register.ts';
import { safeKinds, type SafeSettings } from '../regulator/settings.ts';
import type { ProviderSettings, Seam } from './settings.ts';

/** The outside systems the site talks to, each behind its seam (ARCHITECTURE.md "Outside systems"). */
export interface Providers {
  /** Bank payments, deposits and every payout: Trustly. */
  payment: PaymentProvider;
  /** Card and wallet deposits: Nexi Checkout (decision 0069). */
  cardPayment: PaymentProvider;
  games: GameProvider;
  identity: IdentityBroker;
  selfExclusion: SelfExclusionRegister;
  mail: Mailer;
}

/** What the providers are made from: each seam's settings, SAFE's, and the site's address (return URLs). */
export interface ProviderChoices {
  providers: ProviderSettings;
  safe: SafeSettings;
  publicOrigin: string;
}

/** Which implementation each seam runs (`sandbox` or a real provider's name), SAFE's included. */
export function providerKinds(config: ProviderChoices, chosen: Partial<Providers> = {}): Record<Seam, string> {
  const { providers } = config;
  return {
    payment: chosen.payment?.kind ?? trustlySeamKind(providers.payment),
    cardPayment: chosen.cardPayment?.kind ?? nexiSeamKind(providers.cardPayment),
    games: chosen.games?.kind ?? providers.games.kind,
    identity: chosen.identity?.kind ?? providers.identity.kind,
    selfExclusion: chosen.selfExclusion?.kind ?? providers.selfExclusion.kind,
    mail: chosen.mail?.kind ?? providers.mail.kind,
    ...safeKinds(config.safe),
  };
}

/** The implementations the configuration names; `chosen` replaces some (tests hand in their own). */
export async function createProviders(
  config: ProviderChoices,
  db: Database,
  chosen: Partial<Providers> = {},
): Promise<Providers> {
  return {
    payment: chosen.payment ?? createTrustlyProvider(db, config.providers.payment, config.publicOrigin),
    cardPayment: chosen.cardPayment ?? createNexiProvider(db, config.providers.cardPayment, config.publicOrigin),
    games: chosen.games ?? gameProvider(config.providers.games),
    identity: chosen.identity ?? createIdentityBroker(config.providers.identity),
    selfExclusion: chosen.selfExclusion ?? rofusRegister(config.providers.selfExclusion),
    mail: chosen.mail ?? createMailer(config.providers.mail, db),
  };
}

/** ROFUS over its protocol, the authority's or the sandbox process's (started beside the site by startServer). */
function rofusRegister(settings: ProviderSettings['selfExclusion']): SelfExclusionRegister {
  if (settings.kind === 'rofus') return createRofusRegister(settings);
  if (!settings.url) throw new Error('the sandbox ROFUS runs beside the site (startServer starts it): no address');
  return createRofusRegister(sandboxRofusEndpoint(settings.url));
}

/** Games through Hub88's Operator API, the aggregator's or the sandbox process's (started beside the site). */
function gameProvider(settings: ProviderSettings['games']): GameProvider {
  const { url, operatorId } = settings.aggregator;
  if (!url) throw new Error('the sandbox game aggregator runs beside the site (startServer starts it): no address');
  const adapter = { url, operatorId, operatorPrivateKey: settings.wallet.operatorPrivateKey };
  return settings.kind === 'hub88' ? hub88GameProvider(adapter) : sandboxGameProvider(adapter);
}
