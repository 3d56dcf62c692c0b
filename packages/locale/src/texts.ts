/** Every Danish text of the site in one place. Spec texts are verbatim. */
export const texts = {
  siteName: 'Casino',
  region: {
    failed: 'Denne del af siden kunne ikke indlæses lige nu.',
    widgetFailed: (what: string) => `${what} kunne ikke indlæses.`,
    retry: 'Prøv igen',
    loading: 'Indlæser…',
  },
  widgets: {
    chat: 'Chatten',
    depositDialog: 'Indbetalingen',
    paymentReturn: 'Betalingens kvittering',
    effects: 'Temaeffekterne',
  },
  pages: {
    lobby: 'Velkommen til casinoet',
    appHome: 'Casino',
    games: 'Alle spil',
    game: 'Spil',
    play: 'Spil nu',
    guide: 'Spillevejledning',
    category: 'Kategori',
    tag: 'Tag',
    scratcher: 'Skrabespil',
    mine: 'Mit område',
    myGames: 'Mine spil',
    myTrophies: 'Mine trofæer',
    wins: 'Seneste gevinster',
    profile: 'Min profil',
    settings: 'Indstillinger',
    limits: 'Indbetalingsgrænser',
    transactions: 'Transaktioner',
    addressLock: 'Adresselås',
    bonusProgress: 'Bonusforløb',
    confirmDelete: 'Bekræft sletning',
    deleteProfile: 'Slet profil',
    lock: 'Lås konto',
    password: 'Skift adgangskode',
    myPromoCodes: 'Mine bonusser',
    promoCode: 'Indløs kampagnekode',
    deposit: 'Indbetal',
    paymentError: 'Betalingsfejl',
    payout: 'Udbetaling',
    receipt: 'Kvittering',
    blog: 'Blog',
    blogPost: 'Blogindlæg',
    blogSearch: 'Søg i bloggen',
    legal: 'Vilkår',
    about: 'Om os',
    chat: 'Chat med kundeservice',
    help: 'Hjælp',
    security: 'Sikkerhed',
  },
  comingSoon: 'Denne side er på vej.',
  chat: {
    open: 'Chat med os',
  },
  notFound: {
    title: 'Siden blev ikke fundet',
    body: 'Siden, du leder efter, findes ikke eller er flyttet.',
    home: 'Gå til forsiden',
  },
  /** The shell's site-wide messages (spec sections 2, 4, 8). Spec texts are verbatim; the others are Danish for the spec's English. */
  shell: {
    welcome: {
      // Spec section 2: 'Velkommen tilbage {name}'.
      title: (name: string) => `Velkommen tilbage ${name}`.trim(),
      lastLogin: (dateTime: string) => `Sidst logget ind ${dateTime}`,
      // After justSignedUp=true: the new player's first page, the deposit one click away.
      signedUp: (name: string) => `Velkommen til, ${name}! Din konto er oprettet.`,
    },
    offline: {
      // Spec section 8: 'Could not connect to the server' and its description.
      title: 'Kunne ikke oprette forbindelse til serveren',
      description:
        'Det ser ud til, at du har mistet forbindelsen til serveren. Tjek din internetforbindelse, og prøv at genindlæse siden',
      reload: 'Genindlæs siden',
    },
    systemNotification: {
      // Spec section 4: 'Message from the product'.
      title: 'Besked fra produktet',
      close: 'Luk',
    },
    marketingReminder: {
      newsletter: {
        title: 'Vil du have vores nyhedsbrev?',
        description: 'Få besked om nye spil og kampagner på e-mail. Du kan altid framelde dig igen.',
        accept: 'Ja tak',
      },
      sms: {
        title: 'Vil du have nyheder på SMS?',
        description:
          'Få besked om nye spil og kampagner på SMS. Tjek dit telefonnummer under indstillinger. Du kan altid framelde dig igen.',
        accept: 'Ja tak',
      },
      dismiss: 'Nej tak',
      failed: 'Dit samtykke kunne ikke gemmes. Prøv igen under indstillinger.',
    },
    sessionClock: {
      label: 'Spilletid',
      description: 'Tid siden du loggede ind',
    },
    balance: 'Saldo',
    profileMenu: 'Profilmenu',
    progress: 'Siden indlæses',
    toasts: 'Beskeder',
  },
  logout: {
    title: 'Log ud',
    inProgress: 'Du logges ud…',
  },
  nav: {
    home: 'Forside',
    games: 'Spil',
    mine: 'Mine spil',
    help: 'Hjælp',
    profile: 'Min profil',
    deposit: 'Indbetal',
    login: 'Log ind',
    signUp: 'Opret konto',
    /** Between "Log ind" and "Opret konto" where a page asks a signed-out visitor to sign in. */
    loginOrSignUp: 'eller',
    logout: 'Log ud',
    mainNavigation: 'Hovedmenu',
  },
  footer: {
    ageLimit: '18+',
    licence: 'Tilladelse fra Spillemyndigheden',
    stopSpillet: 'StopSpillet: +45 70 22 28 25',
    rofus: 'ROFUS – Register Over Frivilligt Udelukkede Spillere',
    responsible: 'Spil ansvarligt',
    help: 'Hjælp',
  },
} as const;
