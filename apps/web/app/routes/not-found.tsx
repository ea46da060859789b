import { generalContractor } from '~/lib/json-ld';
import { settingsFrom } from '~/lib/root-data';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = ({ matches }) => {
  const settings = settingsFrom(matches);
  return [
    { title: `Side ikke fundet | ${settings.companyName}` },
    { name: 'description', content: 'Beklager, men den side du leder efter findes ikke.' },
    { name: 'robots', content: 'noindex' },
    { 'script:ld+json': generalContractor(settings) },
  ];
};

export default function NotFound() {
  return (
    <div className="container-page section text-center">
      <h1 className="text-4xl font-bold sm:text-5xl">404 - Side ikke fundet</h1>
      <p className="mt-6 text-lg text-slate-700">Beklager, men den side du leder efter findes ikke.</p>
      <a href="/" className="btn-primary mt-10">
        Gå tilbage til forsiden
      </a>
    </div>
  );
}
