/** The four phases of a project, shown on the process page and given to search engines as a HowTo. */
export const phases = [
  {
    title: 'Indledende dialog',
    description:
      'Du ringer eller skriver til os og fortæller om dit projekt. Vi lytter til dine ønsker, stiller de spørgsmål, der skal til, og aftaler et tidspunkt for et besøg.',
    icon: 'chat',
  },
  {
    title: 'Besigtigelse og gennemsigtigt tilbud',
    description:
      'Vi ser opgaven på stedet, tager mål og vurderer huset. Derefter får du et skriftligt tilbud, hvor det står klart, hvad der er med, hvad det koster, og hvor lang tid det tager.',
    icon: 'clipboard',
  },
  {
    title: 'Kvalitetsbevidst udførelse',
    description:
      'Vores håndværkere udfører arbejdet efter gældende regler og med gennemprøvede materialer. Du har én fast kontaktperson, og vi holder dig orienteret undervejs.',
    icon: 'hammer',
  },
  {
    title: 'Aflevering og kvalitetssikring',
    description:
      'Når arbejdet er færdigt, gennemgår vi det sammen med dig. Vi retter eventuelle mangler, rydder op og afleverer dokumentation for det udførte arbejde.',
    icon: 'check',
  },
] as const;

export type PhaseIcon = (typeof phases)[number]['icon'];
