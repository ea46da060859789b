import { useMemo } from 'react';
import { useClient } from 'sanity';
import { personQuery } from './person-query.ts';

/** A promise the site made with a lead: answered by `dueAt`; `keptAt` is when a status ended it. */
export type LeadPromise = { dueAt: string; keptAt: string | null };
/** Contact: a call; quote: a call and a quote; job application: none. */
export type LeadPromises = { call?: LeadPromise; quote?: LeadPromise };

/** Where a lead was sent from (all null for leads stored before it was kept). */
export type LeadSource = {
  path: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerHost: string | null;
};

/** What the `leads` function answers (functions/leads/store.ts, handler.ts). */
export type LeadSummary = {
  id: string;
  form: string;
  name: string;
  email: string;
  phone: string;
  receivedAt: string;
  status: string;
  read: boolean;
  delivery: string;
  deliveryFailed: boolean;
  deleteAt: string;
  promises: LeadPromises;
  source: LeadSource;
};

export type LeadFile = {
  filename: string;
  type: string;
  size: number;
  stored: boolean;
  /** A quote's photo still going up from the visitor's phone (issue 49). */
  arriving?: boolean;
  url?: string;
  downloadUrl?: string;
};

export type DeliveryStep = {
  at: string;
  message: string;
  outcome: string;
  providerId: string | null;
  detail: string | null;
};

/** A warning for the owner (functions/_shared/owner-warnings.ts), in Danish. */
export type OwnerWarning = { code: string; message: string };

export type Lead = LeadSummary & {
  rows: { label: string; value: string }[];
  files: LeadFile[];
  refusedFiles: { filename: string; size: number }[];
  note: string;
  steps: DeliveryStep[];
  notificationId: string | null;
  /** `database-read-only` when the read could not be recorded: nothing can be changed now. */
  warnings?: OwnerWarning[];
};

export type Labels = {
  forms: Record<string, string>;
  statuses: Record<string, string>;
  delivery: Record<string, string>;
  messages: Record<string, string>;
  outcomes: Record<string, string>;
  skipped: Record<string, string>;
  actions: Record<string, string>;
};

export type LeadList = {
  leads: LeadSummary[];
  total: number;
  unread: number;
  /** Leads with an open promise past its time (a lead counts once). */
  overdue: number;
  page: number;
  pageSize: number;
  labels: Labels;
  warnings: OwnerWarning[];
};

export type AuditEntry = {
  at: string;
  userName: string;
  action: string;
  leadId: string | null;
  subject: string | null;
};

/** The last 12 weeks (GET …/leads/stats): leads per week by form, promises kept, where leads came from. */
export type LeadStats = {
  weeks: { weekStart: string; contact: number; quote: number; moldova: number }[];
  promises: { due: number; kept: number; keptInTime: number };
  medianMinutesToCall: number | null;
  sources: { source: string; medium: string | null; campaign: string | null; leads: number }[];
};

/** The list's order: newest first, or what is due first (open promises by their time, then the rest). */
export type Sort = 'received' | 'due';

export type Filter = { form: string; status: string; q: string; unread: boolean; sort: Sort };

/** The counts the tool's menu entry shows. */
export type LeadCounts = { unread: number; overdue: number };

/** An answer the function refused: its Danish message. */
export class LeadsError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

const query = (filter: Partial<Filter> & { page?: number }) => {
  const params = new URLSearchParams();
  if (filter.form) params.set('form', filter.form);
  if (filter.status) params.set('status', filter.status);
  if (filter.q?.trim()) params.set('q', filter.q.trim());
  if (filter.unread) params.set('unread', 'true');
  if (filter.sort === 'due') params.set('sort', 'due');
  if (filter.page && filter.page > 1) params.set('page', String(filter.page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** Saves a downloaded answer as a file in the browser's downloads. */
async function save(response: Response, name: string) {
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The `leads` function at `baseUrl`, called with the logged-in Studio user's own token (the Studio's
 * client holds it); the function asks Sanity who that is.
 */
export function useLeadsApi(baseUrl: string) {
  const client = useClient({ apiVersion: '2025-02-19' });
  const token = client.config().token;
  return useMemo(() => {
    async function call(path: string, init: RequestInit = {}): Promise<Response> {
      const headers = new Headers(init.headers);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${path}`, { ...init, headers });
      } catch {
        throw new LeadsError('Henvendelser kunne ikke hentes: funktionen svarer ikke.', 0);
      }
      if (response.ok) return response;
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      throw new LeadsError(body.error ?? `Fejl ${response.status}`, response.status);
    }
    const json = async <T>(path: string, init?: RequestInit) => (await call(path, init)).json() as Promise<T>;
    const change = (id: string, body: { status?: string; note?: string; read?: boolean }) =>
      json<Lead>(`/${id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    return {
      /** Links the function gave are relative to it, or whole (a photo's signed storage URL). */
      url: (path: string) => (/^https?:\/\//.test(path) ? path : `${baseUrl}${path}`),
      list: (filter: Filter, page: number) => json<LeadList>(query({ ...filter, page })),
      /**
       * The leads with the nearest open promises, unfiltered, for the phone's "2 for sent · 1 i dag": the
       * 200 the function gives at most, more than a glance needs (the late ones it counts whole).
       */
      due: () => json<LeadList>('?sort=due&pageSize=200'),
      counts: async (): Promise<LeadCounts> => {
        const { unread, overdue } = await json<LeadList>('?pageSize=1');
        return { unread, overdue };
      },
      stats: () => json<LeadStats>('/stats'),
      get: (id: string) => json<Lead>(`/${id}`),
      change,
      resend: (id: string) => json<{ queued: boolean }>(`/${id}/resend`, { method: 'POST' }),
      remove: (id: string) => json<{ deleted: number }>(`/${id}`, { method: 'DELETE' }),
      exportList: async (filter: Filter) =>
        save(await call(query(filter), { headers: { Accept: 'text/csv' } }), 'henvendelser.csv'),
      personLeads: (who: string) => json<{ leads: Lead[] }>(`/export${personQuery(who)}`),
      exportPerson: async (who: string, as: 'json' | 'csv') =>
        save(
          await call(`/export${personQuery(who)}`, {
            headers: { Accept: as === 'csv' ? 'text/csv' : 'application/json' },
          }),
          `persondata.${as}`,
        ),
      erasePerson: (who: string) =>
        json<{ deleted: number }>(`/export${personQuery(who)}`, { method: 'DELETE' }),
      audit: () => json<{ entries: AuditEntry[]; labels: Record<string, string> }>('/audit'),
    };
  }, [baseUrl, token]);
}

export type LeadsApi = ReturnType<typeof useLeadsApi>;
