import { useEffect, useState } from 'react';
import { useClient } from 'sanity';

/** The site's address from its settings ("Hjemmesidens adresse"), to tell its own pages from other sites. */
export function useSiteUrl(): string | undefined {
  const client = useClient({ apiVersion: '2025-02-19' });
  const [siteUrl, setSiteUrl] = useState<string>();
  useEffect(() => {
    let current = true;
    client
      .fetch<string | null>('*[_id == "siteSettings"][0].siteUrl')
      .then((url) => current && setSiteUrl(url ?? undefined))
      // Without it only the site served on this computer is told apart; the host still shows.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client]);
  return siteUrl;
}
