import type { SearchParam } from 'sanity/router';
import type { Sort } from './api.ts';

/**
 * The list's order in the tool's address (`/henvendelser?henvendelser[sort]=due`), so it stays through a
 * reload, a bookmark and the leads opened from the list. Newest first leaves the address bare.
 */
export const sortFrom = (params: readonly SearchParam[] | undefined): Sort =>
  params?.some(([key, value]) => key === 'sort' && value === 'due') ? 'due' : 'received';

export const sortParams = (sort: Sort): SearchParam[] => (sort === 'due' ? [['sort', 'due']] : []);

export const SORTS: Record<Sort, string> = { received: 'Nyeste først', due: 'Nærmeste frist først' };
