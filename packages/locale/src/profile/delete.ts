/**
 * Danish texts of deleting a profile (/profile/delete, /profile/confirm-delete, the
 * e-mail with its one-time link and the sandbox outbox page that shows it).
 */
export const deleteTexts = {
  request: {
    intro:
      'Når du sletter din profil, lukkes din konto for altid, og du kan ikke logge ind igen. Oplysninger om dine indbetalinger, udbetalinger og spil gemmer vi i fem år, fordi loven kræver det.',
    payoutFirst:
      'Har du penge på kontoen, udbetaler vi dem til den bankkonto, du sidst indbetalte fra, når profilen slettes. En aktiv bonus bortfalder. Du kan også selv udbetale først.',
    payoutLink: 'Gå til udbetaling',
    how: 'Vi sender dig en e-mail med et link, der bekræfter sletningen. Linket virker i en time og kan kun bruges én gang.',
    action: 'Send bekræftelse på e-mail',
    sending: 'Sender …',
    sent: (email: string, until: string) =>
      `Vi har sendt en e-mail til ${email}. Åbn linket i e-mailen senest ${until} for at slette din profil.`,
    sandbox: 'Testmiljø: e-mails sendes ikke ud, men vises i testpostkassen.',
    outboxLink: 'Åbn testpostkassen',
    failed: 'Vi kunne ikke sende e-mailen. Prøv igen.',
  },
  confirm: {
    intro: 'Du er ved at slette din profil. Det kan ikke fortrydes.',
    tokenLabel: 'Bekræftelseskode',
    tokenHint: 'Koden står i e-mailen, vi sendte dig. Linket i e-mailen udfylder den for dig.',
    action: 'Slet min profil',
    failed: 'Profilen kunne ikke slettes. Prøv igen.',
    startOver: 'Start sletningen forfra',
    deleted: {
      title: 'Din profil er slettet',
      text: 'Du er logget ud og kan ikke logge ind igen. Tak for denne gang.',
    },
  },
  mail: {
    subject: 'Bekræft sletning af din profil',
    body: (name: string, link: string, until: string) =>
      [
        `Hej ${name}`,
        'Du har bedt om at få slettet din profil hos Casino. Åbn linket herunder for at bekræfte det:',
        link,
        `Linket virker til ${until} og kan kun bruges én gang.`,
        'Har du ikke bedt om det, kan du se bort fra e-mailen. Så bliver din profil ikke slettet.',
        'Venlig hilsen\nCasino',
      ].join('\n\n'),
  },
  outbox: {
    title: 'Testpostkasse',
    banner: 'Testmiljø – ingen rigtige e-mails. Her ser du de e-mails, sitet har sendt til en adresse.',
    address: 'E-mailadresse',
    show: 'Vis e-mails',
    empty: 'Der er ingen e-mails til denne adresse endnu.',
    to: 'Til',
    sentAt: 'Sendt',
    open: 'Åbn linket i e-mailen',
  },
} as const;
