import type { ExclusionStatus } from './rofus-protocol.ts';

/**
 * The seam to ROFUS, the national register of people who excluded themselves from gambling
 * (docs/decisions/0062-rofus.md). It is asked by CPR number at sign-up and at every login, with MitID or a
 * password (DOMAIN.md); a person listed after signing up can no longer log in. Before marketing mail it is asked
 * who of the addressees said "Nej tak til spilreklamer".
 */
export interface SelfExclusionRegister {
  readonly kind: string;
  /** Whether and how the person is listed; throws RofusUnavailableError when ROFUS gives no answer. */
  exclusionOf(person: { cpr: string }): Promise<ExclusionStatus>;
  /** Of these CPR numbers, those who said "Nej tak til spilreklamer"; throws RofusUnavailableError likewise. */
  declinedMarketing(cprs: readonly string[]): Promise<ReadonlySet<string>>;
}

/** ROFUS could not be asked or gave no answer: the site then lets nobody in and mails no marketing. */
export class RofusUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`ROFUS unavailable: ${message}`, options);
    this.name = 'RofusUnavailableError';
  }
}
