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
    signInFirst: 'Log ind for at chatte med kundeservice.',
    signIn: 'Log ind',
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
  },
} as const;
