import { index, type RouteConfig, route } from '@react-router/dev/routes';
import {
  jobApplicationPath,
  jobApplicationRouteModule,
  leadActionPath,
  leadActionRouteModule,
  notFoundRouteModule,
  paths,
  routeModules,
  servicePath,
  serviceRouteModule,
} from './site-routes.ts';

/** React Router's pattern for a site path: no leading or trailing slash. */
const pattern = (path: string) => path.replace(/^\/|\/$/g, '');

// Derived from the one route list in site-routes.ts; a service page follows the services overview.
export default [
  ...Object.entries(paths).flatMap(([name, path]) => {
    const file = routeModules[name as keyof typeof paths];
    const entry = path === paths.home ? index(file) : route(pattern(path), file);
    return path === paths.services
      ? [entry, route(pattern(servicePath(':slug')), serviceRouteModule)]
      : [entry];
  }),
  route(pattern(jobApplicationPath), jobApplicationRouteModule),
  route(pattern(leadActionPath), leadActionRouteModule),
  route('*', notFoundRouteModule),
] satisfies RouteConfig;
