import { Box, Button, Card, Checkbox, Flex, Stack, Text, TextInput } from '@sanity/ui';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useRouter } from 'sanity/router';
import type { Filter, LeadList, LeadsApi, Sort } from './api.ts';
import { Failure } from './failure.tsx';
import { LabeledSelect } from './labeled-select.tsx';
import { LeadDetail } from './lead-detail.tsx';
import { LeadEntry } from './lead-entry.tsx';
import { LeadsStats } from './leads-stats.tsx';
import { OwnerWarnings } from './owner-warnings.tsx';
import { announceLeadsChanged } from './signals.ts';
import { SORTS, sortFrom, sortParams } from './sort-param.ts';
import { useNow } from './use-now.ts';
import { useSiteUrl } from './use-site-url.ts';

/**
 * The leads: filtered, searched, sorted and paged on the left, the open one (or the last weeks' figures)
 * on the right; the open lead and the order live in the Studio's address.
 */
export function LeadsList({ api }: { api: LeadsApi }) {
  const [picked, setPicked] = useState<Omit<Filter, 'sort'>>({ form: '', status: '', q: '', unread: false });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<LeadList>();
  const [error, setError] = useState<string>();
  const router = useRouter();
  const now = useNow();
  const siteUrl = useSiteUrl();
  const selected = typeof router.state.leadId === 'string' ? router.state.leadId : undefined;
  const sort = sortFrom(router.state._searchParams);
  const filter = useMemo<Filter>(() => ({ ...picked, sort }), [picked, sort]);
  // The open lead and the order live in the address; each move keeps the other.
  const go = (leadId: string | undefined, order: Sort) =>
    router.navigate({ ...(leadId === undefined ? {} : { leadId }), _searchParams: sortParams(order) });
  const setSelected = (id?: string) => go(id, sort);
  const ids = { search: useId(), unread: useId() };

  const load = useCallback(() => {
    api
      .list(filter, page)
      .then((answer) => {
        setList(answer);
        setError(undefined);
        announceLeadsChanged({ unread: answer.unread, overdue: answer.overdue });
      })
      .catch((failure: Error) => setError(failure.message));
  }, [api, filter, page]);
  useEffect(load, [load]);

  // Searching waits for a pause in typing, so 10,000 leads are not queried on every keystroke.
  useEffect(() => {
    const timer = setTimeout(() => {
      setPage(1);
      setPicked((current) => (current.q === search ? current : { ...current, q: search }));
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const set = (change: Partial<Omit<Filter, 'sort'>>) => {
    setPage(1);
    setPicked((current) => ({ ...current, ...change }));
  };
  const labels = list?.labels;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  return (
    <Flex direction="column" height="fill" style={{ minHeight: 0 }}>
      <OwnerWarnings warnings={list?.warnings} />
      <Flex flex={1} style={{ minHeight: 0 }}>
        <Card borderRight style={{ width: 'min(46%, 560px)', overflow: 'auto' }}>
          <Stack gap={4} padding={4}>
            <Flex gap={3} wrap="wrap" align="flex-end">
              <LabeledSelect
                label="Formular"
                value={filter.form}
                options={labels?.forms ?? {}}
                onChange={(form) => set({ form })}
                any="Alle"
              />
              <LabeledSelect
                label="Status"
                value={filter.status}
                options={labels?.statuses ?? {}}
                onChange={(status) => set({ status })}
                any="Alle"
              />
              <LabeledSelect
                label="Sortering"
                value={sort}
                options={SORTS}
                onChange={(order) => {
                  setPage(1);
                  go(selected, order === 'due' ? 'due' : 'received');
                }}
              />
              <Flex gap={2} align="center">
                <Checkbox
                  id={ids.unread}
                  checked={filter.unread}
                  onChange={(event) => set({ unread: event.currentTarget.checked })}
                />
                <Text as="label" htmlFor={ids.unread} size={1}>
                  Kun ulæste
                </Text>
              </Flex>
            </Flex>
            <Stack gap={2}>
              <Text as="label" htmlFor={ids.search} size={1} weight="semibold">
                Søg i navn, e-mail, telefon og tekst
              </Text>
              <TextInput
                id={ids.search}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
              />
            </Stack>
            <Flex gap={3} align="center" justify="space-between" wrap="wrap">
              <Text size={1} role="status">
                {list
                  ? `${list.total} henvendelser, ${list.unread} ulæste${list.overdue ? `, ${list.overdue} for sent` : ''}`
                  : 'Henter …'}
              </Text>
              <Button
                text="Eksportér listen (CSV)"
                onClick={() => api.exportList(filter).catch((failure: Error) => setError(failure.message))}
              />
            </Flex>
            {error ? <Failure message={error} /> : null}
            <Stack
              as="ul"
              gap={2}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
              aria-label="Henvendelser"
            >
              {list?.leads.map((lead) => (
                <li key={lead.id}>
                  <LeadEntry
                    lead={lead}
                    labels={labels}
                    now={now}
                    open={lead.id === selected}
                    onOpen={() => setSelected(lead.id)}
                  />
                </li>
              ))}
            </Stack>
            {list && !list.leads.length ? <Text size={1}>Ingen henvendelser her.</Text> : null}
            {pages > 1 ? (
              <Flex gap={2} align="center" as="nav" aria-label="Sider">
                <Button text="Forrige" disabled={page <= 1} onClick={() => setPage(page - 1)} />
                <Text size={1}>
                  Side {page} af {pages}
                </Text>
                <Button text="Næste" disabled={page >= pages} onClick={() => setPage(page + 1)} />
              </Flex>
            ) : null}
          </Stack>
        </Card>
        <Box flex={1} style={{ overflow: 'auto' }}>
          {selected && labels ? (
            <LeadDetail
              api={api}
              id={selected}
              labels={labels}
              now={now}
              siteUrl={siteUrl}
              onChanged={load}
              onDeleted={() => {
                setSelected(undefined);
                load();
              }}
            />
          ) : (
            <Stack gap={5} padding={4}>
              <Text muted>Vælg en henvendelse.</Text>
              <LeadsStats api={api} forms={labels?.forms ?? {}} siteUrl={siteUrl} />
            </Stack>
          )}
        </Box>
      </Flex>
    </Flex>
  );
}
