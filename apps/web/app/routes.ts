import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('om-os', 'routes/about.tsx'),
  route('hvad-du-kan-forvente', 'routes/process.tsx'),
  route('galleri', 'routes/gallery.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/:slug', 'routes/service.tsx'),
  route('kontakt', 'routes/contact.tsx'),
  route('fa-tilbud', 'routes/quote.tsx'),
  route('privatlivspolitik', 'routes/privacy.tsx'),
  route('moldova-ansogning', 'routes/job-application.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
