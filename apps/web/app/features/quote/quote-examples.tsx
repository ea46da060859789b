import { InfoDialog } from '~/components/info-dialog';
import { useSiteSettings } from '~/lib/root-data';

/** The two examples on the quote page: what our quote looks like, and what a helpful description says. */
export function QuoteExamples() {
  const settings = useSiteSettings();
  return (
    <div className="mt-6 grid gap-3">
      <InfoDialog trigger="Se et eksempel på et tilbud" title="Eksempel på et tilbud">
        <div className="rounded-md border border-slate-200 bg-slate-50 p-5 text-sm leading-relaxed">
          <p className="text-slate-700">
            <strong>Fra:</strong> {settings.companyName} &lt;{settings.email}&gt;
            <br />
            <strong>Emne:</strong> Tilbud på renovering af køkken
          </p>
          <hr className="my-4 border-slate-200" />
          <p>Kære Anne og Peter</p>
          <p className="mt-3">
            Tak for en god snak ved besigtigelsen i sidste uge. Som aftalt sender vi her vores tilbud på
            renovering af jeres køkken.
          </p>
          <h3 className="mt-4 font-bold">Opgaven omfatter</h3>
          <ul className="mt-1 list-disc pl-5">
            <li>Nedtagning og bortskaffelse af det eksisterende køkken</li>
            <li>Montering af nyt køkken med bordplade, vask og hårde hvidevarer</li>
            <li>Flytning af to stikkontakter og tilslutning af vand og afløb</li>
            <li>Nye fliser mellem over- og underskabe samt maling af vægge og loft</li>
          </ul>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-bold">Pris</dt>
            <dd>87.500 kr. inkl. moms</dd>
            <dt className="font-bold">Tidsforbrug</dt>
            <dd>3 uger</dd>
            <dt className="font-bold">Gyldighed</dt>
            <dd>Tilbuddet er gyldigt i 30 dage</dd>
          </dl>
          <p className="mt-4">Ring endelig, hvis I har spørgsmål til tilbuddet.</p>
          <p className="mt-3">
            Med venlig hilsen
            <br />
            {settings.companyName}
            <br />
            Tlf. {settings.phoneDisplay}
          </p>
        </div>
      </InfoDialog>
      <InfoDialog
        trigger="Se et eksempel på en god opgavebeskrivelse"
        title="Eksempel på en god opgavebeskrivelse"
      >
        <blockquote className="rounded-md border-l-4 border-brand-700 bg-slate-50 p-5 text-sm leading-relaxed">
          <p>
            Vi vil gerne have renoveret vores badeværelse på ca. 6 m² i et parcelhus fra 1974. Der er i dag
            klinker på gulvet og fliser på væggene, og der er problemer med fugt i hjørnet ved bruseren.
          </p>
          <p className="mt-3">
            Vi ønsker gulvvarme, en walk-in bruser, nyt toilet og ny håndvask med skab. Vi vil gerne have lyse
            fliser og forestiller os, at arbejdet kan begynde i foråret. Billeder af badeværelset er
            vedhæftet.
          </p>
        </blockquote>
        <h3 className="mt-5 font-bold">Det gør en beskrivelse god</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          <li>Hvad opgaven er, og hvor stort området er</li>
          <li>Husets alder og rummets nuværende stand</li>
          <li>Dine ønsker til materialer og løsninger</li>
          <li>Hvornår du gerne vil have arbejdet udført</li>
          <li>Billeder, der viser, hvordan det ser ud i dag</li>
        </ul>
      </InfoDialog>
    </div>
  );
}
