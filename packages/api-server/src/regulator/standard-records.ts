import { readFileSync } from 'node:fs';
import { oreToKroner } from '@casino/locale';
import { branch, leaf, xmlDocument, type XmlNode } from './xml-text.ts';

// The one module that knows the shape of the Danish Gambling Authority's standard records (v2): the structures
// this site reports (casino sessions, jackpot releases, End Of Day), their element names and order, and the schema
// they are validated against. The schema is modelled from the authority's field tables (docs/decisions/0056);
// its published XSD set drops in here (STANDARD_RECORD_SCHEMA, and `preload` for the files it includes).

export const STANDARD_RECORD_NAMESPACE = 'http://skat.dk/begrebsmodel/2009/01/15/';
export const STANDARD_RECORD_VERSION = 'v2';
const schemaFile = 'standard-records.xsd';
export const STANDARD_RECORD_SCHEMA = readFileSync(new URL(`./${schemaFile}`, import.meta.url), 'utf8');

/** KasinoSpilKategoriType: the casino sub-category of a session. */
export type CasinoCategory = 'roulette' | 'baccarat' | 'blackjack' | 'poker' | 'spilleautomat' | 'andet';

/** Who reports: the licence's id at the authority (the TamperToken user) and the site the games are played on. */
export interface Licence {
  certificateId: string;
  website: string;
}

/** One settled game as a casino session of one træk (SpilTransaktionIdentifikation: the round id). */
export interface CasinoSession {
  transactionId: string;
  /** The player's number here: pseudonymous, never a CPR number. */
  playerRef: string;
  productName: string;
  category: CasinoCategory;
  startedAt: Date;
  endedAt: Date;
  /** Staked into the game, without the jackpot's share. */
  stakeOre: number;
  /** Won from the game, stake included, without a jackpot win (that is a JackpotUdløsning of its own). */
  winOre: number;
  jackpot: { id: string; contributionOre: number } | null;
  rng: { id: string; softwareId: string };
}

export interface JackpotRelease {
  jackpotId: string;
  wonAt: Date;
  playerRef: string;
  wonOre: number;
}

/** One game category's figures of a Danish day. */
export interface DayTotals {
  games: number;
  stakeOre: number;
  jackpotContributionOre: number;
  /** Every win paid, stake and jackpot wins included. */
  winsOre: number;
}

/** Amounts go in kroner with two decimals (the type allows ten), in Danish kroner. */
export const kroner = (ore: number) => oreToKroner(ore).toFixed(2);
const utc = (at: Date) => at.toISOString();
const CURRENCY = 'DKK';
const CATEGORY = 'KasinospilSinglePlayer';

const fileInformation = (fileId: string) =>
  branch('FilInformation', [leaf('SpilFilVersion', STANDARD_RECORD_VERSION), leaf('SpilFilIdentifikation', fileId)]);
const licenceAndGame = (licence: Licence) =>
  branch('TilladelsesindehaverOgSpil', [
    leaf('SpilCertifikatIdentifikation', licence.certificateId),
    leaf('SpilKategoriNavn', CATEGORY),
  ]);

function sessionNode(session: CasinoSession, licence: Licence): XmlNode {
  return branch('KasinospilSession', [
    leaf('SpilProduktNavn', session.productName.slice(0, 45)),
    leaf('SpilProduktÅbentNetværk', 0),
    leaf('SpillerInformationIdentifikation', session.playerRef),
    leaf('SpilTransaktionIdentifikation', session.transactionId),
    leaf('SpilKøbDatoTid', utc(session.startedAt)),
    leaf('SpilFaktiskSlutDatoTid', utc(session.endedAt)),
    leaf('SpilSalgskanal', 'Internet'),
    leaf('KasinospilKategori', session.category),
    leaf('KasinospilIndskudSpil', kroner(session.stakeOre)),
    leaf('KasinospilGevinstSpil', kroner(session.winOre)),
    leaf('KasinospilAntalTræk', 1),
    leaf('ValutaOplysningKode', CURRENCY),
    branch('SpilSted', [leaf('SpilHjemmeside', licence.website)]),
    branch('TilfældighedGeneratorListe', [
      branch('TilfældighedGenerator', [
        leaf('TilfældighedGeneratorIdentifikation', session.rng.id),
        leaf('TilfældighedGeneratorSoftwareId', session.rng.softwareId),
      ]),
    ]),
    branch(
      'JackpotListe',
      session.jackpot
        ? [
            branch('Jackpot', [
              leaf('JackpotIdentifikation', session.jackpot.id),
              leaf('KasinospilIndskudJackpot', kroner(session.jackpot.contributionOre)),
            ]),
          ]
        : [],
    ),
  ]);
}

/** KasinospilPrSessionStruktur: a batch of casino sessions in one file. */
export function casinoSessionsXml(fileId: string, licence: Licence, sessions: readonly CasinoSession[]): string {
  const struktur = branch('KasinospilStruktur', [
    fileInformation(fileId),
    licenceAndGame(licence),
    branch(
      'KasinospilAggregeretPrSession',
      sessions.map((session) => sessionNode(session, licence)),
    ),
  ]);
  return xmlDocument(STANDARD_RECORD_NAMESPACE, branch('KasinospilPrSessionStruktur', [struktur]));
}

/** JackpotUdløsningStruktur: one jackpot won, by one player. */
export function jackpotReleaseXml(fileId: string, licence: Licence, release: JackpotRelease): string {
  const jackpot = branch('Jackpot', [
    leaf('JackpotIdentifikation', release.jackpotId),
    leaf('JackpotDatoTid', utc(release.wonAt)),
    leaf('JackpotTotalGevinst', kroner(release.wonOre)),
    leaf('JackpotKommissionRake', kroner(0)),
    leaf('ValutaOplysningKode', CURRENCY),
    branch('SpillerListe', [
      branch('Spiller', [
        leaf('SpillerInformationIdentifikation', release.playerRef),
        leaf('JackpotGevinst', kroner(release.wonOre)),
      ]),
    ]),
  ]);
  const struktur = branch('JackpotUdløsningStruktur', [fileInformation(fileId), licenceAndGame(licence), jackpot]);
  return xmlDocument(STANDARD_RECORD_NAMESPACE, branch('JackpotUdløsningStruktur', [struktur]));
}

/** EndOfDayRapportStruktur: a Danish day's totals. */
export function endOfDayXml(fileId: string, licence: Licence, day: string, totals: DayTotals): string {
  const struktur = branch('EndOfDayRapportStruktur', [
    fileInformation(fileId),
    branch('Tilladelsesindehaver', [
      leaf('SpilCertifikatIdentifikation', licence.certificateId),
      leaf('EndOfDayRapportDato', day),
      leaf('ValutaOplysningKode', CURRENCY),
    ]),
    branch('SpilOpgørelseListe', [
      branch('SpilOpgørelse', [
        leaf('SpilKategoriNavn', CATEGORY),
        leaf('EndOfDayRapportAntalSpil', totals.games),
        leaf('EndOfDayRapportIndskudSpil', kroner(totals.stakeOre)),
        leaf('EndOfDayRapportIndskudJackpot', kroner(totals.jackpotContributionOre)),
        leaf('EndOfDayRapportGevinster', kroner(totals.winsOre)),
        leaf('EndOfDayRapportKommissionRake', kroner(0)),
      ]),
    ]),
  ]);
  return xmlDocument(STANDARD_RECORD_NAMESPACE, branch('EndOfDayRapportStruktur', [struktur]));
}

/** Reads an End Of Day file's figures back (the daily check compares what was filed, not what was meant). */
export function endOfDayTotalsOf(xml: string): DayTotals {
  const value = (name: string) => {
    const match = new RegExp(`<fase2\\.1:${name}>([^<]*)</`).exec(xml);
    if (!match) throw new Error(`End Of Day file without ${name}`);
    return match[1]!;
  };
  const ore = (name: string) => Math.round(Number(value(name)) * 100);
  return {
    games: Number(value('EndOfDayRapportAntalSpil')),
    stakeOre: ore('EndOfDayRapportIndskudSpil'),
    jackpotContributionOre: ore('EndOfDayRapportIndskudJackpot'),
    winsOre: ore('EndOfDayRapportGevinster'),
  };
}

/** Validates a standard record against the schema: its problems as xmllint words them, none when valid. */
export async function schemaProblemsOf(xml: string | Uint8Array): Promise<string[]> {
  // Loaded by the first validation (a reporting round), not by every server at start.
  const { validateXML } = await import('xmllint-wasm');
  const result = await validateXML({
    xml: [{ fileName: 'record.xml', contents: xml }],
    schema: [{ fileName: schemaFile, contents: STANDARD_RECORD_SCHEMA }],
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
