// '@casino/locale/support' (an entry of its own): the support remote, the API client's chat entry and
// the api-server load it; on a cold '/' only the chat launcher's label is needed (texts.chat.open).
import { texts } from '@casino/locale';

// The chat's swear-word filter: only the support remote shows what players type.
export * from './format/profanity.ts';
export * from './format/profanity-words.ts';

const thousands = (n: number) => new Intl.NumberFormat('da-DK').format(n);

/**
 * The support remote's Danish texts: the chat widget and /chat, the offline contact form, the
 * agent console, and the server's answers about chat. The inactivity text is spec section 4's rule in Danish.
 */
export const supportTexts = {
  chat: {
    title: texts.pages.chat,
    launcher: texts.chat.open,
    minimise: 'Skjul chatten',
    fullPage: 'Åbn chatten på en hel side',
    signIn: 'Log ind',
    /** A visitor without an account (or who cannot sign in) reaches support as a guest. */
    guestIntro:
      'Du kan skrive til kundeservice uden at logge ind. Skriv dit navn og din e-mail, så ved vi, hvem vi svarer.',
    guestName: 'Dit navn',
    guestEmail: 'Din e-mail',
    guestContinue: 'Fortsæt',
    guestContinuing: 'Et øjeblik…',
    haveAccount: 'Har du en konto?',
    asGuest: (name: string) => `Du skriver som gæst: ${name}.`,
    loading: 'Henter chatten…',
    online: 'Kundeservice er online.',
    startIntro: 'Skriv dit spørgsmål, så svarer en medarbejder dig her.',
    messageLabel: 'Din besked',
    start: 'Start chat',
    starting: 'Starter chatten…',
    send: 'Send',
    end: 'Afslut chat',
    newChat: 'Start en ny chat',
    you: 'Dig',
    agent: 'Kundeservice',
    log: 'Beskeder i chatten',
    waiting: 'Venter på svar fra kundeservice…',
    sendFailed: 'Beskeden kunne ikke sendes. Prøv igen.',
    loadFailed: 'Chatten kunne ikke hentes lige nu.',
    /** The message that closes a chat, by why it ended. */
    ended: {
      player: 'Du har afsluttet chatten.',
      agent: 'Kundeservice har afsluttet chatten.',
      offline: 'Chatten er lukket, fordi kundeservice ikke længere er online.',
      // Spec section 4: replaces the end message of a chat ended by the inactivity timer.
      inactivity: 'Du vendte ikke tilbage inden for 10 minutter, så chatten er blevet lukket.',
    },
  },
  contact: {
    title: 'Skriv til kundeservice',
    offline: 'Kundeservice er ikke online lige nu. Skriv til os, så svarer vi dig på e-mail hurtigst muligt.',
    fromProfile: 'Navn, e-mail og telefon kommer fra din profil. Du kan ændre dem under indstillinger.',
    fromGuest: 'Vi svarer dig på den e-mail, du skriver her.',
    name: 'Navn',
    email: 'E-mail',
    phone: 'Telefon',
    noPhone: 'Ikke oplyst',
    message: 'Besked',
    send: 'Send besked',
    sending: 'Sender…',
    sent: 'Tak for din besked. Vi svarer dig hurtigst muligt.',
    failed: 'Beskeden kunne ikke sendes. Prøv igen.',
  },
  agent: {
    title: 'Kundeservice: konsol',
    agentsOnly: 'Denne side er kun for kundeservicemedarbejdere. Log ind med en medarbejderkonto.',
    presence: 'Din status',
    online: 'Du er online: spillere kan starte en chat.',
    offline: 'Du er offline. Er ingen medarbejdere online, er chatten lukket for spillerne.',
    goOnline: 'Gå online',
    goOffline: 'Gå offline',
    conversations: 'Åbne samtaler',
    noConversations: 'Ingen åbne samtaler.',
    customerNoLabel: 'Kundenr.',
    customerNo: (customerNo: string) => `Kundenr. ${customerNo}`,
    open: (playerName: string) => `Åbn samtalen med ${playerName}`,
    choose: 'Vælg en samtale i listen.',
    conversationWith: (playerName: string) => `Samtale med ${playerName}`,
    reply: 'Dit svar',
    send: 'Send svar',
    end: 'Afslut samtalen',
    contactMessages: 'Beskeder fra kontaktformularen',
    noContactMessages: 'Ingen beskeder.',
    markHandled: 'Markér som besvaret',
    handled: 'Besvaret',
    player: 'Spilleren',
    guest: 'Gæst uden konto',
    waiting: (minutes: number) => (minutes < 1 ? 'Venter under 1 min.' : `Venter ${minutes} min.`),
    claim: 'Tag samtalen',
    claimedByYou: 'Du har samtalen.',
    claimedBy: (agent: string) => `Taget af ${agent}`,
    unclaimed: 'Ingen har taget samtalen endnu.',
    handOverTo: 'Giv samtalen videre til',
    chooseAgent: 'Vælg en medarbejder',
    handOver: 'Giv videre',
    showAccount: 'Vis spillerens konto',
    account: {
      title: 'Spillerens konto',
      logged: 'Kun til at læse. Hver visning bliver logget.',
      balance: 'Saldo',
      status: 'Kontostatus',
      limits: 'Indbetalingsgrænser',
      daily: 'Dag',
      weekly: 'Uge',
      monthly: 'Måned',
      noLimit: 'Ingen grænse',
      limitUse: (amount: string, used: string) => `${amount} (brugt ${used})`,
      pendingRaise: (amount: string, date: string) => `Hæves til ${amount} den ${date}`,
      block: 'Spærring',
      noBlock: 'Ingen',
      blocks: {
        cooldown: 'Spillepause',
        excluded: 'Selvudelukket',
        closed: 'Konto lukket',
        'no-deposit-limit': 'Mangler indbetalingsgrænse',
        'not-a-player': 'Kundeservice-konto',
      },
      until: (date: string) => `til ${date}`,
      deposits: 'Seneste indbetalinger',
      withdrawals: 'Seneste udbetalinger',
      rounds: 'Seneste spil',
      none: 'Ingen.',
      round: (game: string, stake: string, win: string) => `${game}: indsats ${stake}, gevinst ${win}`,
    },
    emailReply: 'Svar på e-mail',
    sendReply: 'Send svar på e-mail',
    replySent: 'Svaret er sendt på e-mail.',
    replies: 'Sendte svar',
    /**
     * Balances a lock or deletion left with no bank account known from the deposits: support pays them out by bank
     * transfer. The steps are what the agent must do (money goes only to an account in the player's own name).
     */
    payoutCases: {
      title: 'Saldi til udbetaling med bankoverførsel',
      intro:
        'Spillerne her har udelukket sig, lukket eller slettet deres konto med penge på saldoen, men har ingen indbetaling fra en bankkonto, vi kan sende pengene tilbage til. Pengene tilhører spilleren og skal udbetales.',
      howTo: 'Sådan udbetaler du',
      steps: [
        'Kontakt spilleren på e-mail eller telefon, og bed om reg.nr. og kontonummer på en dansk bankkonto i spillerens eget navn. Skriv kun om udbetalingen: en udelukket spiller må ikke få markedsføring.',
        'Bekræft, at kontoen tilhører spilleren: navnet på kontoen skal være det samme som navnet fra MitID. Bed om dokumentation fra banken, fx et kontoudtog med navn og kontonummer. Udbetal aldrig til en andens konto, og spørg aldrig efter MitID eller adgangskode.',
        'Overfør beløbet fra casinoets klientkonto til spillerens konto, og notér bankens reference på overførslen.',
        'Skriv referencen her, og registrér udbetalingen: beløbet trækkes fra spillerens saldo, og spilleren får besked på e-mail.',
      ],
      none: 'Ingen saldi venter på udbetaling.',
      amount: 'Beløb',
      reason: 'Årsag',
      opened: 'Oprettet',
      reasons: {
        exclusion: 'Har udelukket sig i 30 dage',
        closure: 'Har lukket sin konto',
        deletion: 'Har slettet sin profil',
      },
      reference: 'Bankens reference på overførslen',
      register: 'Registrér udbetalingen',
      paid: (agent: string, date: string, reference: string) =>
        `Udbetalt af ${agent} ${date}. Bankens reference: ${reference}.`,
    },
  },
  /** The content pages: blog, blog search, legal texts, about and security. */
  content: {
    blogTitle: texts.pages.blog,
    blogDescription: 'Nyheder, guides og gode råd om spil, bonusser og ansvarligt spil fra Casino.',
    blogEmpty: 'Der er ingen indlæg endnu.',
    postCount: (n: number) => `${thousands(n)} indlæg`,
    published: 'Udgivet',
    backToBlog: 'Tilbage til bloggen',
    searchTitle: texts.pages.blogSearch,
    searchDescription: 'Søg blandt Casinos blogindlæg om spil, bonusser og ansvarligt spil.',
    searchLabel: 'Søgeord',
    searchSubmit: 'Søg',
    searchPrompt: 'Skriv et eller flere ord, fx bonus eller RTP.',
    searchResults: (n: number, query: string) => `${thousands(n)} indlæg matcher "${query}".`,
    noResults: (query: string) => `Ingen indlæg matcher "${query}". Prøv med et andet ord.`,
    toSearch: 'Søg i bloggen',
    pagination: 'Sider',
    previous: 'Forrige side',
    next: 'Næste side',
    pageOf: (page: number, pages: number) => `Side ${page} af ${pages}`,
    applies: 'Gælder fra',
    loadFailed: texts.region.failed,
  },
  /** Validation (the API's zod schemas) and the server's answers. */
  errors: {
    messageRequired: 'Skriv en besked.',
    messageTooLong: (max: number) => `Beskeden må højst være ${thousands(max)} tegn.`,
    offline: 'Kundeservice er ikke online lige nu. Skriv til os i stedet, så svarer vi på e-mail.',
    ended: 'Chatten er afsluttet. Start en ny chat for at skrive igen.',
    notFound: 'Samtalen findes ikke.',
    agentsOnly: 'Kun kundeservicemedarbejdere har adgang.',
    nameRequired: 'Skriv dit navn.',
    nameTooLong: (max: number) => `Navnet må højst være ${thousands(max)} tegn.`,
    guestRequired: 'Skriv dit navn og din e-mail, før du skriver til kundeservice.',
    tooManyRequests: 'Du har skrevet til kundeservice mange gange på kort tid. Vent en time, og prøv igen.',
    claimedByOther: (agent: string) => `Samtalen er allerede taget af ${agent}.`,
    notClaimedByYou: 'Du kan kun give en samtale videre, som du selv har taget.',
    unknownAgent: 'Medarbejderen findes ikke.',
    contactNotFound: 'Beskeden findes ikke.',
    referenceRequired: 'Skriv bankens reference på overførslen.',
    referenceTooLong: (max: number) => `Referencen må højst være ${thousands(max)} tegn.`,
    payoutCaseNotFound: 'Sagen findes ikke.',
    payoutCaseHandled: 'Udbetalingen er allerede registreret.',
    payoutCaseBalanceShort:
      'Spillerens saldo dækker ikke længere beløbet, så udbetalingen er ikke registreret. Kontakt økonomiafdelingen.',
  },
  /** The answer to a contact message, sent by e-mail. */
  replyMail: {
    subject: 'Svar fra Casinos kundeservice',
    text: (name: string, reply: string, question: string) =>
      `Hej ${name}\n\n${reply}\n\nVenlig hilsen\nCasinos kundeservice\n\n--- Din besked ---\n${question}`,
  },
} as const;
