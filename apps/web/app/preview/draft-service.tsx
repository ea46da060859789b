import { type ReactNode, useMemo } from 'react';
import { useMatches } from 'react-router';
import { ServicePage, serviceHead } from '~/features/services/service-page';
import type { ServicePage as ServicePageData } from '~/lib/content-types';
import { pageMeta } from '~/lib/page-meta';
import { useDraftHead } from './draft-head';
import { useLivePage } from './use-live-page';

const serviceMeta = pageMeta(serviceHead);

/**
 * A service's page from the Studio's live answer (drafts included), with the title and head tags its
 * published page would have; `built` (the 404) until the answer has it.
 */
export default function DraftService({ built }: { built: ReactNode }) {
  const page = useLivePage<ServicePageData | null | undefined>('service', undefined);
  const matches = useMatches();
  const head = useMemo(
    () => (page ? serviceMeta({ loaderData: page, matches }) : undefined),
    [page, matches],
  );
  useDraftHead(head);
  return page ? <ServicePage page={page} /> : built;
}
