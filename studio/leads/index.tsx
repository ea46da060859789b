import { useEffect, useState } from 'react';
import { definePlugin, type ToolMenuProps } from 'sanity';
import { route } from 'sanity/router';
import { useLeadsApi } from './api.ts';
import { LeadsTool } from './leads-tool.tsx';
import { LEADS_CHANGED } from './signals.ts';

/** How often the tool's entry asks for the unread count. */
const UNREAD_POLL_MS = 30_000;
const TOOL_NAME = 'henvendelser';

/** The Studio's tool menu, with the number of unread leads on the Henvendelser entry: "Henvendelser (3)". */
function leadsToolMenu(baseUrl: string | undefined) {
  return function LeadsToolMenu(props: ToolMenuProps) {
    const api = useLeadsApi(baseUrl ?? '');
    const [unread, setUnread] = useState(0);
    useEffect(() => {
      if (!baseUrl) return;
      const check = () => api.unread().then(setUnread, () => setUnread(0));
      check();
      const timer = setInterval(check, UNREAD_POLL_MS);
      // The tool sends the count with each list it loads (a lead opened, changed or deleted).
      const told = (event: Event) => setUnread((event as CustomEvent<number>).detail);
      window.addEventListener(LEADS_CHANGED, told);
      return () => {
        clearInterval(timer);
        window.removeEventListener(LEADS_CHANGED, told);
      };
    }, [api]);
    const tools = props.tools.map((tool) =>
      tool.name === TOOL_NAME && unread > 0 ? { ...tool, title: `${tool.title} (${unread})` } : tool,
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
