import type { WorkspaceOptions } from 'sanity';

type LocalOptions = Pick<
  WorkspaceOptions,
  | 'apiHost'
  | 'auth'
  | 'tasks'
  | 'releases'
  | 'scheduledPublishing'
  | 'scheduledDrafts'
  | 'mediaLibrary'
  | 'announcements'
  | 'apps'
  | 'beta'
>;

/**
 * The workspace options of the Studio built for the local Content Lake at `apiHost` (for example
 * `https://localhost:3333`): the local login, and every feature that needs Sanity's cloud switched off
 * rather than half-emulated. Without an API host, the cloud Studio's options stay as they are.
 */
/** Comments need Sanity's cloud too; they are a document option, set beside the others in the config. */
export const localCommentsEnabled = false;

export function localWorkspace(apiHost: string | undefined, projectId: string): LocalOptions {
  // The cloud Studio logs in with a token too (not Sanity's cookie), so the Henvendelser tool has the
  // user's token to send to the `leads` function (decision 044).
  if (!apiHost) return { auth: { loginMethod: 'token' } };
  const { protocol, host } = new URL(apiHost);
  return {
    apiHost,
    auth: {
      loginMethod: 'token',
      redirectOnSingle: false,
      providers: [
        {
          name: 'local',
          title: 'Log ind som ejer på denne computer',
          // The project's host, where the Studio itself and its data live: one certificate for all.
          url: `${protocol}//${projectId}.${host}/auth/login/local`,
        },
      ],
    },
    tasks: { enabled: false },
    releases: { enabled: false },
    scheduledPublishing: { enabled: false },
    scheduledDrafts: { enabled: false },
    mediaLibrary: { enabled: false },
    announcements: { enabled: false },
    apps: { canvas: { enabled: false } },
    // The history panel stays on Sanity's default (the events API), which the lake answers from its
    // stored transactions; "start in Create" needs Sanity's cloud.
    beta: { create: { startInCreateEnabled: false } },
  };
}
