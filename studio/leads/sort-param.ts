import type { SearchParam } from 'sanity/router';
import type { Sort } from './api.ts';

/**
 * The list's order in the tool's address (`/henvendelser?henvendelser[sort]=due`), so it stays through a
 * reload, a bookmark and the leads opened from the list. The width's usual order leaves the address bare:
 * newest first on a wide screen, what is due first on a phone (issue 56), so the owner on a building site
 * sees what is late first, unless the address names another order.
 */
export const sortFrom = (params: readonly SearchParam[] | undefined, usual: Sort = 'received'): Sort => {
  const named = params?.find(([key]) => key === 'sort')?.[1];
  return named === 'due' || named === 'received' ? named : usual;
};

export const sortParams = (sort: Sort, usual: Sort = 'received'): SearchParam[] =>
  sort === usual ? [] : [['sort', sort]];

export const SORTS: Record<Sort, string> = { received: 'Nyeste først', due: 'Nærmeste frist først' };
