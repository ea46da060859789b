import { expiryText, type Section } from './email-html.ts';

/** Files of a quote that are not attached to the notification: as links until they expire, or refused. */
export type FileExtras = {
  links?: { filename: string; size: number; url: string }[];
  linksExpireAt?: Date | null;
  /** Files not stored because the file store was full. */
  refused?: { filename: string; size: number }[];
  /**
   * Photos refused when they arrived in storage (decision 058): their size, type or content was not what
   * their grant declared. Deleted; never attached or linked.
   */
  rejected?: { filename: string; size: number }[];
  /** Photos still on their way from the visitor's phone when the wait for them ended (issue 49). */
  missing?: { filename: string; size: number }[];
  /**
   * Photos a quote named while the database could not be read (decision 054): their grant could not be
   * checked, so they are named only, never attached or linked.
   */
  unverified?: { filename: string; size: number }[];
  /**
   * The database refused the lead (decision 054): it lives only in this e-mail; `files` are those that
   * did not fit in it.
   */
  unstored?: { files: { filename: string; size: number }[] };
};

const megabytes = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
export const fileLabel = (file: { filename: string; size: number }) =>
  `${file.filename} (${megabytes.format(file.size / (1024 * 1024))} MB)`;

/** The sections after a quote's fields that say where its files are: linked, still arriving, or refused. */
export function fileSections(extras: FileExtras): Section[] {
  const sections: Section[] = [];
  if (extras.links?.length && extras.linksExpireAt)
    sections.push({
      heading: 'Filer som links',
      sentence: `Disse filer var for store til at komme med i e-mailen. Hent dem via linkene senest ${expiryText(extras.linksExpireAt)}; derefter udløber linkene, og filerne slettes.`,
      rows: extras.links.map((link) => ({
        label: fileLabel(link),
        value: link.url,
        href: link.url,
        linkText: 'Hent filen',
      })),
    });
  if (extras.missing?.length)
    sections.push({
      heading: 'Billeder, der ikke er kommet frem',
      sentence:
        'Afsenderen var stadig ved at sende disse billeder fra sin telefon, da vi holdt op med at vente på dem. Mangler du dem, så bed afsenderen sende dem igen eller på e-mail.',
      rows: extras.missing.map((file) => ({ label: 'Billede', value: fileLabel(file) })),
    });
  if (extras.unverified?.length)
    sections.push({
      heading: 'Billeder, der ikke kunne kontrolleres',
      sentence:
        'Databasen svarede ikke, så vi kunne ikke kontrollere, at disse billeder hører til henvendelsen. De er kun nævnt ved navn og hverken vedhæftet eller linket. Har du brug for dem, så bed afsenderen sende dem på e-mail.',
      rows: extras.unverified.map((file) => ({ label: 'Billede', value: fileLabel(file) })),
    });
  if (extras.rejected?.length)
    sections.push({
      heading: 'Filer, der blev afvist',
      sentence:
        'Disse filer var ikke det, de blev anmeldt som (størrelse, filtype eller indhold passede ikke), da de kom frem. De slettes og er hverken vedhæftet eller linket. Har du brug for dem, så bed afsenderen sende dem på e-mail.',
      rows: extras.rejected.map((file) => ({ label: 'Fil', value: fileLabel(file) })),
    });
  if (extras.refused?.length)
    sections.push({
      heading: 'Filer, der ikke kunne modtages',
      sentence:
        'Lageret til filer var fuldt, så disse filer blev ikke gemt. Afsenderen har fået besked om at sende dem igen eller på e-mail.',
      rows: extras.refused.map((file) => ({ label: 'Fil', value: fileLabel(file) })),
    });
  return sections;
}

/** What the notification of a lead the database refused says first. */
export function unstoredSection(files: { filename: string; size: number }[]): Section {
  const lost = files.length
    ? ' Filerne herunder var for store til e-mailen og kunne ikke gemmes: bed afsenderen sende dem igen eller på e-mail.'
    : '';
  return {
    heading: 'Henvendelsen kunne ikke gemmes',
    sentence: `Databasen tog ikke imod nye henvendelser, da den kom (den var skrivebeskyttet eller svarede ikke). Den findes kun i denne e-mail og ikke i Henvendelser i Studio, så gem e-mailen. Afsenderen har ikke fået en bekræftelse.${lost}`,
    rows: files.map((file) => ({ label: 'Fil', value: fileLabel(file) })),
  };
}
