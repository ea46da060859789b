import { seoOnlyPage } from '../fields/seo-page.ts';

export const servicesPage = seoOnlyPage({
  name: 'servicesPage',
  title: 'Service-oversigten',
  description:
    'Titel og beskrivelse til Google for oversigten over services. Selve services redigeres under "Services".',
});
