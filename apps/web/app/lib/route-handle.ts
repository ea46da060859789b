/** What a route tells the root layout through its `handle` export. */
export interface RouteHandle {
  /** The page's language for `<html lang>`; Danish unless a page says otherwise. */
  lang?: string;
  /** The page shows toasts (its form reports with sonner), so the root mounts the toaster. */
  toasts?: boolean;
  /** The page holds a form that needs React: the root renders `<Scripts />` (lib/page-scripts.ts). */
  hydrate?: boolean;
}

export function routeHandles(matches: readonly { handle?: unknown }[]): RouteHandle {
  return Object.assign({}, ...matches.map((match) => (match.handle ?? {}) as RouteHandle));
}
