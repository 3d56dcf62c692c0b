/**
 * Danish texts of playing games (parameters take strings too: the sandbox game's script fills in '{amount}'): the rounds API's refusals (the api-server sends them, the api-client's schemas
 * validate with them), the sandbox game provider's pages and the trophies. Amounts arrive already formatted.
 */
export const gameTexts = {
  errors: {
    stakeRequired: 'Vælg en indsats.',
    stakeWholeKroner: 'Indsatsen skal være et helt antal kroner.',
    // The amounts end in 'kr.', which ends the sentence too.
    stakeOutOfRange: (min: string, max: string) => `Indsatsen skal være mellem ${min} og ${max}`,
    insufficientFunds: 'Din saldo er for lav til denne indsats. Indbetal, eller vælg en mindre indsats.',
    sessionInvalid: 'Spillet er udløbet. Start spillet igen.',
    sessionRequired: 'Start spillet, før du spiller en runde.',
    roundIdInvalid: 'Runden mangler et gyldigt id.',
    roundIdReused: 'Runden er allerede spillet med en anden indsats.',
    betRequired: 'Vælg, hvad du vil satse på.',
    betNotAllowed: 'Dette spil tager ikke imod den slags indsats.',
    rouletteNumber: 'Vælg et tal fra 0 til 36 (00 på det amerikanske hjul).',
    doubleZeroOnlyAmerican: 'Dobbelt nul (00) findes kun på det amerikanske hjul.',
    stepIdInvalid: 'Trinnet mangler et gyldigt id.',
    handNumber: 'Vælg hånd 1 eller 2.',
    heldInvalid: 'Vælg for hvert af de fem kort, om du vil holde det.',
    moveRequired: 'Vælg, hvad du vil gøre med hånden.',
    playedAsHands: 'Dette spil spilles hånd for hånd. Start en ny hånd.',
    notAHandGame: 'Dette spil spilles ikke hånd for hånd.',
    handInProgress: 'Du har allerede en hånd i gang. Spil den færdig først.',
    noHand: 'Der er ingen hånd i gang. Giv kort først.',
    handOver: 'Hånden er allerede afgjort.',
    notThisHandsTurn: 'Det er ikke den hånds tur.',
    cannotDouble: 'Du kan kun doble på dine to første kort.',
    cannotSplit: 'Du kan kun dele to kort af samme værdi, og kun én gang.',
    notYourMove: 'Det træk hører ikke til dette spil.',
    stepIdReused: 'Trinnet er allerede brugt til et andet træk.',
    network: 'Vi kunne ikke nå serveren. Prøv igen.',
  },
  /** The sandbox game provider: a test provider served by the api-server, never a real studio. */
  sandbox: {
    banner: 'Testspil – sandkasse-udbyder, ingen rigtige penge',
    provider: 'Sandkasse-spil',
    balance: 'Saldo',
    stake: 'Indsats',
    rtp: (percent: string) => `Tilbagebetaling (RTP): ${percent} %`,
    betRange: (min: string, max: string) => `Indsats fra ${min} til ${max}`,
    deposit: 'Indbetal',
    playing: 'Spiller …',
    noWin: 'Ingen gevinst denne gang.',
    // Amounts end in 'kr.' (or 'øre'): no full stop of their own after them.
    won: (amount: string) => `Du vandt ${amount}`,
    balanceNow: (amount: string) => `Saldo: ${amount}`,
    slots: {
      spin: 'Spin',
      reels: 'Hjulene',
      reel: (n: number | string) => `Hjul ${n}`,
      paytable: 'Gevinsttabel',
      paytableIntro: 'Gevinster pr. linje som en del af indsatsen. 3, 4 eller 5 ens fra venstre på en af de 10 linjer.',
      lineWin: (line: number | string, count: number | string, symbol: string, amount: string) =>
        `Linje ${line}: ${count} × ${symbol} giver ${amount}`,
    },
    scratch: {
      buy: (price: string) => `Køb et kort til ${price}`,
      card: 'Skrabekort',
      cell: (n: number | string) => `Skrab felt ${n}`,
      hidden: 'skjult',
      scratchAll: 'Skrab alt',
      instructions:
        'Skrab felterne med musen eller fingeren, eller vælg et felt og tryk Enter. Tre ens beløb giver gevinst.',
      decided: 'Kortet er købt, og resultatet ligger fast. Skrab felterne fri.',
    },
    roulette: {
      spin: 'Spil',
      betLegend: 'Hvad satser du på?',
      number: 'Tal (0–36)',
      pocket: (pocket: number | string, colour: string) => `Kuglen landede på ${pocket} ${colour}.`,
      bets: {
        straight: 'Et tal (35:1)',
        red: 'Rød (1:1)',
        black: 'Sort (1:1)',
        even: 'Lige (1:1)',
        odd: 'Ulige (1:1)',
      },
      colours: { red: 'rød', black: 'sort', green: 'grøn' },
    },
    symbols: {
      cherry: 'Kirsebær',
      lemon: 'Citron',
      plum: 'Blomme',
      bell: 'Klokke',
      star: 'Stjerne',
      diamond: 'Diamant',
      seven: 'Syvtal',
    },
    pages: {
      notFound: 'Spillet findes ikke',
      sessionInvalid: 'Spillet er udløbet',
    },
  },
  /** Video poker's hands by the pay tables' names for them, from the best down. */
  pokerHands: {
    naturalRoyalFlush: 'Royal flush',
    fourDeuces: 'Fire toere',
    wildRoyalFlush: 'Royal flush med joker/toer',
    fiveOfAKind: 'Fem ens',
    straightFlush: 'Straight flush',
    fourOfAKind: 'Fire ens',
    fullHouse: 'Fuldt hus',
    flush: 'Flush',
    straight: 'Straight',
    threeOfAKind: 'Tre ens',
    twoPair: 'To par',
    highPair: 'Højt par',
  },
  /** Trophies the server computes from a player's real rounds (/mine/trofaeer). */
  trophies: {
    'first-win': { title: 'Første gevinst', description: 'Vind i en runde for første gang.' },
    'hundred-rounds': { title: '100 runder', description: 'Spil 100 runder.' },
    'big-win': { title: 'Kæmpegevinst', description: 'Vind mindst 100 gange din indsats i én runde.' },
  },
} as const;
