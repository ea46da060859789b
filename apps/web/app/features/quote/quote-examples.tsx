import { InfoDialog } from '~/components/info-dialog';
import type { ExampleDescription, ExampleQuote } from '~/lib/content/quote-page';
import { useSiteSettings } from '~/lib/root-data';

/** The sample quote e-mail, framed as the e-mail a customer receives from the company. */
function ExampleQuoteDialog({ example }: { example: ExampleQuote }) {
  const settings = useSiteSettings();
  return (
    <InfoDialog trigger={example.buttonLabel} title={example.title}>
      <div className="rounded-md border border-slate-200 bg-slate-50 p-5 text-sm leading-relaxed">
        <p className="text-slate-700">
          <strong>Fra:</strong> {settings.companyName} &lt;{settings.email}&gt;
          <br />
          <strong>Emne:</strong> {example.subject}
        </p>
        <hr className="my-4 border-slate-200" />
        {example.greeting && <p>{example.greeting}</p>}
        {example.intro && <p className="mt-3 whitespace-pre-line">{example.intro}</p>}
        {example.scopeHeading && <h3 className="mt-4 font-bold">{example.scopeHeading}</h3>}
        <BulletList items={example.scope} className="mt-1 list-disc pl-5" />
        {example.terms.length > 0 && (
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {example.terms.map((term) => (
              <div key={term.key} className="contents">
                <dt className="font-bold">{term.label}</dt>
                <dd>{term.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {example.closing && <p className="mt-4 whitespace-pre-line">{example.closing}</p>}
        <p className="mt-3">
          {example.signOff && (
            <>
              {example.signOff}
              <br />
            </>
          )}
          {settings.companyName}
          <br />
          Tlf. {settings.phoneDisplay}
        </p>
      </div>
    </InfoDialog>
  );
}

function ExampleDescriptionDialog({ example }: { example: ExampleDescription }) {
  return (
    <InfoDialog trigger={example.buttonLabel} title={example.title}>
      <blockquote className="space-y-3 rounded-md border-l-4 border-brand-700 bg-slate-50 p-5 text-sm leading-relaxed">
        {example.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </blockquote>
      {example.tipsHeading && <h3 className="mt-5 font-bold">{example.tipsHeading}</h3>}
      <BulletList items={example.tips} className="mt-2 list-disc space-y-1 pl-5 text-sm" />
    </InfoDialog>
  );
}

/** The owner's lines as a bulleted list; nothing when there are none. */
function BulletList({ items, className }: { items: readonly string[]; className: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** The two examples on the quote page, each shown only when the owner has written it. */
export function QuoteExamples({
  exampleQuote,
  exampleDescription,
}: {
  exampleQuote: ExampleQuote | null;
  exampleDescription: ExampleDescription | null;
}) {
  if (!exampleQuote && !exampleDescription) return null;
  return (
    <div className="mt-6 grid gap-3">
      {exampleQuote && <ExampleQuoteDialog example={exampleQuote} />}
      {exampleDescription && <ExampleDescriptionDialog example={exampleDescription} />}
    </div>
  );
}
