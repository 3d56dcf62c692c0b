import { formatDanishNumber, formatKroner, oreToKroner } from '@casino/locale';
import { rtpPercent } from '../games/maths/catalogue-maths.ts';
import {
  JACKPOT_CONTRIBUTION_BASIS_POINTS,
  jackpotMathsFor,
  jackpotRtpBasisPoints,
  oneInRoundsAt,
  type JackpotMaths,
} from '../games/jackpots/jackpot-maths.ts';

// The guide of a jackpot game: how the pool grows and is won, written from the jackpot maths the server plays
// (jackpot-maths.ts), so a changed share, seed or chance changes the guide.

const percent = (basisPoints: number) => `${formatDanishNumber(rtpPercent(basisPoints), 2)} %`;
const kroner = (ore: number) => formatKroner(oreToKroner(ore), { decimals: 'never' });

/** A share in whole per cent where it is one ('1 %'), else with two decimals ('1,50 %'). */
const share = (basisPoints: number) => {
  const value = rtpPercent(basisPoints);
  return `${formatDanishNumber(value, Number.isInteger(value) ? 0 : 2)} %`;
};

/** The share of every stake that funds a jackpot, as players read it ('1 %'). */
export const jackpotContributionText = share(JACKPOT_CONTRIBUTION_BASIS_POINTS);

/** The jackpot's rules for the game's guide, at the game's smallest stake. */
export function jackpotGuideHtml(jackpot: JackpotMaths, betMinOre: number): string {
  const contribution = share(jackpot.contributionBasisPoints);
  const oneIn = formatDanishNumber(oneInRoundsAt(jackpot, betMinOre), 0);
  return (
    `<p>${contribution} af hver indsats går i spillets jackpot, ` +
    `der vokser, indtil nogen vinder den.</p>` +
    `<p>Efter hver runde trækker vores server lod om jackpotten. Chancen følger indsatsen: ` +
    `ved ${kroner(betMinOre)} er den 1 ud af ${oneIn} runder, og dobbelt indsats giver dobbelt chance. ` +
    `Vinderen får hele jackpotten, og den starter forfra på ${kroner(jackpot.seedOre)}, som casinoet betaler.</p>` +
    `<p>Jackpotten er med i tilbagebetalingsprocenten: ${percent(jackpotRtpBasisPoints(jackpot))} ` +
    `af indsatsen kommer i det lange løb tilbage til spillerne gennem jackpotten.</p>`
  );
}

/** The line of the game's description about its jackpot. */
export const jackpotFactHtml = (seedOre: number) =>
  `<li>Jackpotten starter på <strong>${kroner(seedOre)}</strong> og vokser med ` +
  `${share(jackpotMathsFor(seedOre).contributionBasisPoints)} af hver indsats, indtil nogen vinder den.</li>`;
