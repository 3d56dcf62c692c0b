// '@casino/locale/qa' (an entry of its own): QA's version pins, never shown in production.

export const qaTexts = {
  banner: (remote: string, version: string) => `QA: ${remote} er fastlåst til version ${version}`,
  clear: 'Ryd fastlåsning',
  refusedUnknownRemote: (remote: string) => `Fastlåsning afvist: "${remote}" er ikke et kendt modul.`,
  refusedUnpublished: (remote: string, version: string) =>
    `Fastlåsning afvist: ${remote} findes ikke i version "${version}". Vælg en udgivet version.`,
} as const;
