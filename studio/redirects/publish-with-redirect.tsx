// The publish action of a service: before the page moves (its address changed) or leaves the site (it
// no longer has a page), the old address is added to "Omdirigeringer", so links to it keep working.

import type { Redirect } from '@nordkyst/site-paths';
import { useToast } from '@sanity/ui/toast';
import { type DocumentActionComponent, type SanityClient, useClient } from 'sanity';
import { REDIRECTS_API_VERSION } from './live-pages.ts';
import { type PageMove, pageMove, redirectsAfterPublish, type ServiceVersion } from './page-move.ts';

type Rule = Redirect & { _key: string; _type: 'redirect' };

const newRule = (rule: Redirect): Rule => ({
  ...rule,
  _type: 'redirect',
  _key: crypto.randomUUID().slice(0, 12),
});

/** Updates the published list and its draft, if the owner has one open, in one transaction. */
async function saveRedirects(client: SanityClient, move: PageMove): Promise<void> {
  const documents = await client.fetch<{ _id: string; _rev: string; rules?: Rule[] }[]>(
    '*[_id in ["redirects", "drafts.redirects"]]{ _id, _rev, rules }',
  );
  const transaction = client.transaction();
  if (!documents.some(({ _id }) => _id === 'redirects'))
    transaction.createIfNotExists({
      _id: 'redirects',
      _type: 'redirects',
      rules: redirectsAfterPublish([], move, newRule),
    });
  for (const { _id, _rev, rules = [] } of documents) {
    const next = redirectsAfterPublish(rules, move, newRule);
    if (JSON.stringify(next) !== JSON.stringify(rules))
      transaction.patch(_id, (patch) => patch.ifRevisionId(_rev).set({ rules: next }));
  }
  if (transaction.toJSON().length > 0) await transaction.commit();
}

export function withRedirectOnMove(publish: DocumentActionComponent): DocumentActionComponent {
  const PublishWithRedirect: DocumentActionComponent = (props) => {
    const action = publish(props);
    const client = useClient({ apiVersion: REDIRECTS_API_VERSION });
    const toast = useToast();
    if (action === null) return null;
    return {
      ...action,
      onHandle: async () => {
        const move = pageMove(
          props.published as ServiceVersion | null,
          (props.draft ?? props.published) as ServiceVersion | null,
        );
        try {
          await saveRedirects(client, move);
        } catch {
          toast.push({
            status: 'error',
            title: 'Den gamle adresse kunne ikke gemmes',
            description: 'Intet er udgivet. Prøv at udgive igen om lidt.',
          });
          return;
        }
        action.onHandle?.();
        if (move.from && move.to)
          toast.push({
            status: 'info',
            duration: 15000,
            title: 'Den gamle adresse sender videre',
            description: `${move.from} sender nu besøgende videre til ${move.to}. Du kan se og rette det under "Omdirigeringer".`,
          });
      },
    };
  };
  PublishWithRedirect.action = publish.action;
  return PublishWithRedirect;
}
