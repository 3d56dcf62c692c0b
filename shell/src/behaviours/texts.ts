// TODO(lead): move to packages/locale texts (texts.shell or similar); kept here so behaviours and
// their tests have one source. Spec texts are verbatim; the others are Danish for the spec's English.

export const behaviourTexts = {
  payment: {
    // Spec section 2, verbatim.
    success: 'Betalingen blev gennemført. Du kan nu fortsætte dit spil.',
    cancelled: 'Betalingen blev afbrudt. Prøv igen.',
  },
  welcome: {
    // Spec section 2: 'Velkommen tilbage {name}'.
    title: (name: string) => `Velkommen tilbage ${name}`.trim(),
    lastLogin: (dateTime: string) => `Sidst logget ind ${dateTime}`,
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
  },
} as const;
