/**
 * The quote form's texts for its photos' way to storage (issue 49), in the spec's plain tone. The spec's
 * own texts (quoteToasts, the file rules' messages) stay where they apply: the thanks at the tap, a
 * refused selection.
 */
export const uploadTexts = {
  preparing: 'Gør billederne klar til afsendelse …',
  sending: 'Billederne sendes …',
  waiting: 'Forbindelsen er afbrudt. Billederne sendes videre af sig selv, så snart der er forbindelse igen.',
  allSent: 'Alle billeder er sendt',
  found: (count: number) =>
    count === 1
      ? 'Vi fandt 1 billede, som ikke var sendt færdig. Det sendes nu.'
      : `Vi fandt ${count} billeder, som ikke var sendt færdig. De sendes nu.`,
  /** The line under the thanks while photos are still going up. */
  stillOnTheirWay:
    'Dine billeder er stadig på vej. Lad siden være åben, til der står, at alle billeder er sendt.',
  /** The tap found no connection: the quote is kept on the device. */
  kept: {
    title: 'Din tilbudsforespørgsel er gemt på din enhed',
    description:
      'Der er ingen forbindelse lige nu. Den sendes af sig selv, så snart der er forbindelse igen.',
  },
  /** The thanks' line when storage took no photo (full): the quote went without them. */
  sentWithoutPhotos:
    'Din forespørgsel er sendt uden billederne, fordi vi ikke kan tage imod billeder lige nu. Send dem gerne på e-mail, så ser vi dem sammen med din forespørgsel.',
  keptWaiting: 'Din tilbudsforespørgsel venter på forbindelse og sendes af sig selv.',
  totalLabel: 'Billeder sendt i alt',
  total: (sent: string, total: string) => `${sent} af ${total} sendt`,
  sentListLabel: 'Billeder til din sendte forespørgsel',
  fileSent: 'Sendt',
  /** A photo of a refusal of them all, whose reason is said once above the list. */
  fileNotTaken: 'Sendes ikke med',
  /** Storage refused the file for a reason its own message does not say in Danish. */
  fileRefused: (fileName: string) => `Filen "${fileName}" kunne ikke sendes. Fjern den, før du sender.`,
} as const;
