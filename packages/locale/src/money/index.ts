// Money: øre and kroner, the deposit rules, reading an amount a player typed and writing one in Danish.
export {
  oreToKroner,
  kronerToOre,
  oreToWalletUnits,
  walletUnitsToOre,
  oreToDecimalText,
  decimalTextToOre,
} from './ore.ts';
export { depositRules } from './deposit-rules.ts';
export { parseAmountInput, parseWholeKronerInput } from './parse.ts';
export * from './format.ts';
