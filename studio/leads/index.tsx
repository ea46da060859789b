import { useEffect, useState } from 'react';
import { definePlugin, type ToolMenuProps } from 'sanity';
import { route } from 'sanity/router';
import { type LeadCounts, useLeadsApi } from './api.ts';
import { LeadsTool } from './leads-tool.tsx';
import { menuTitle } from './menu-title.ts';
import { LEADS_CHANGED } from './signals.ts';

/** How often the tool's entry asks for the unread and overdue counts. */
const COUNTS_POLL_MS = 30_000;
const TOOL_NAME = 'henvendelser';

const NONE: LeadCounts = { unread: 0, overdue: 0 };

/**
 * The Studio's tool menu, with the unread and overdue leads on the Henvendelser entry:
 * "Henvendelser (3 · 1 for sent)".
 */
function leadsToolMenu(baseUrl: string | undefined) {
  return function LeadsToolMenu(props: ToolMenuProps) {
    const api = useLeadsApi(baseUrl ?? '');
    const [counts, setCounts] = useState(NONE);
    useEffect(() => {
      if (!baseUrl) return;
      const check = () => api.counts().then(setCounts, () => setCounts(NONE));
      check();
      const timer = setInterval(check, COUNTS_POLL_MS);
      // The tool sends the counts with each list it loads (a lead opened, changed or deleted).
      const told = (event: Event) => setCounts((event as CustomEvent<LeadCounts>).detail);
      window.addEventListener(LEADS_CHANGED, told);
      return () => {
        clearInterval(timer);
        window.removeEventListener(LEADS_CHANGED, told);
      };
    }, [api]);
    const tools = props.tools.map((tool) =>
      tool.name === TOOL_NAME ? { ...tool, title: menuTitle(tool.title, counts) } : tool,
    );
    return props.renderDefault({ ...props, tools });
  };
}

/**
 * The Studio tool "Henvendelser" at `/henvendelser`: the owner's leads, served by the `leads` function at
 * `baseUrl` (SANITY_STUDIO_LEADS_URL; locally the runner's), which lets only allowed Studio users in.
 */
export const leadsTool = definePlugin<{ baseUrl: string | undefined }>(({ baseUrl }) => ({
  name: 'nordkyst-henvendelser',
  tools: [
    {
      name: TOOL_NAME,
      title: 'Henvendelser',
      component: () => <LeadsTool baseUrl={baseUrl} />,
      // The open lead is in the address (`/henvendelser/<id>`): it can be reloaded, bookmarked and
      // gone back from, and it stays open when the Studio draws itself anew.
      router: route.create('/:leadId'),
    },
  ],
  studio: { components: { toolMenu: leadsToolMenu(baseUrl) } },
}));
