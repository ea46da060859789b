import type { ReactNode } from 'react';
import { ServicePage } from '~/features/services/service-page';
import type { ServicePage as ServicePageData } from '~/lib/content-types';
import { useLivePage } from './use-live-page';

/** A service's page from the Studio's live answer (drafts included); `built` until one has it. */
export default function DraftService({ built }: { built: ReactNode }) {
  const page = useLivePage<ServicePageData | null | undefined>('service', undefined);
  return page ? <ServicePage page={page} /> : built;
}
