import { Box, Button, Card, Checkbox, Flex, Stack, Text, TextInput } from '@sanity/ui';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useRouter } from 'sanity/router';
import type { Filter, LeadList, LeadsApi, Sort } from './api.ts';
import { dueSummary, dueSummaryText } from './due-summary.ts';
import { Failure } from './failure.tsx';
import { type FilterChip, filterChips } from './filter-chips.ts';
import { LabeledSelect } from './labeled-select.tsx';
import { LeadDetail } from './lead-detail.tsx';
import { LeadEntry } from './lead-entry.tsx';
import { LeadsStats } from './leads-stats.tsx';
import { OwnerWarnings } from './owner-warnings.tsx';
import { phone } from './phone-layout.tsx';
import { announceLeadsChanged } from './signals.ts';
import { SORTS, sortFrom, sortParams } from './sort-param.ts';
import { useNow } from './use-now.ts';
import { useSiteUrl } from './use-site-url.ts';

type Picked = Omit<Filter, 'sort'>;

// Read out, not shown (Sanity UI's SrOnly hides its text from screen readers too).
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** A left-pointing chevron for the way back to the list; the button's words name it. */
function BackIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="1em" height="1em">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
    </svg>
  );
}

/** "2 for sent · 1 i dag" above the phone's list: what cannot wait, at a glance (issue 56). */
function DueLine({ due, now }: { due: LeadList; now: Date }) {
  const counted = dueSummary(due.leads, now);
  // The function counts every late lead; the page it sends holds the nearest 200.
  const summary = { ...counted, late: Math.max(counted.late, due.overdue) };
  return (
    <Card
      padding={3}
      radius={2}
      border
      tone={summary.late ? 'critical' : summary.today ? 'caution' : 'default'}
      data-testid="henvendelser-frister"
    >
      <Text size={1} weight="semibold">
        {dueSummaryText(summary)}
      </Text>
    </Card>
  );
}

/**
 * The leads: filtered, searched, sorted and paged on the left, the open one (or the last weeks' figures)
 * on the right; the open lead and the order live in the Studio's address. On a phone (`narrow`) one pane
 * at a time: the list with its filters folded and what is due first, or the lead with a way back to the
 * same place in the list.
 */
export function LeadsList({ api, narrow }: { api: LeadsApi; narrow: boolean }) {
  const [picked, setPicked] = useState<Picked>({ form: '', status: '', q: '', unread: false });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<LeadList>();
  const [due, setDue] = useState<LeadList>();
  const [error, setError] = useState<string>();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const router = useRouter();
  const now = useNow();
  const siteUrl = useSiteUrl();
  const selected = typeof router.state.leadId === 'string' ? router.state.leadId : undefined;
  const usual: Sort = narrow ? 'due' : 'received';
  const sort = sortFrom(router.state._searchParams, usual);
  const filter = useMemo<Filter>(() => ({ ...picked, sort }), [picked, sort]);
  // The open lead and the order live in the address; each move keeps the other.
  const go = (leadId: string | undefined, order: Sort) =>
    router.navigate({ ...(leadId === undefined ? {} : { leadId }), _searchParams: sortParams(order, usual) });
  const setSelected = (id?: string) => go(id, sort);
  const ids = { search: useId(), unread: useId(), filters: useId() };

  // Only the latest load's answers are shown: an earlier one answering late (the first load, overtaken by
  // the reload after a lead was marked read) would put back counts from before the change.
  const latestLoad = useRef(0);
  const load = useCallback(() => {
    const call = ++latestLoad.current;
    const current = () => call === latestLoad.current;
    // On a phone the line of what is due is shown with the list, in the same render: coming after it, the
    // line would push the list down under the owner's thumb. Its own failure only hides it (the list's
    // says why when that one fails too).
    const dueLoad = narrow ? api.due().catch(() => undefined) : Promise.resolve(undefined);
    Promise.all([api.list(filter, page), dueLoad])
      .then(([answer, dueAnswer]) => {
        if (!current()) return;
        setList(answer);
        setDue(dueAnswer);
        setError(undefined);
        announceLeadsChanged({ unread: answer.unread, overdue: answer.overdue });
      })
      .catch((failure: Error) => current() && setError(failure.message));
  }, [api, filter, page, narrow]);
  useEffect(load, [load]);

  // A lead shown read loads the list again when the list may still count it unread: this view marked it,
  // or the list's row says unread (its load answered before a mark made by an earlier view of the lead,
  // one the Studio drew anew while the mark was on its way).
  const leadRead = (id: string, marked: boolean) => {
    if (marked || list?.leads.some((lead) => lead.id === id && !lead.read)) load();
  };

  // Searching waits for a pause in typing, so 10,000 leads are not queried on every keystroke.
  useEffect(() => {
    const timer = setTimeout(() => {
      setPage(1);
      setPicked((current) => (current.q === search ? current : { ...current, q: search }));
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const set = (change: Partial<Picked>) => {
    setPage(1);
    setPicked((current) => ({ ...current, ...change }));
  };
  const clear = (key: FilterChip['key']) => {
    if (key === 'sort') return go(selected, usual);
    if (key === 'q') setSearch('');
    set({ form: { form: '' }, status: { status: '' }, unread: { unread: false }, q: { q: '' } }[key]);
  };
  const labels = list?.labels;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  const chips = filterChips(filter, labels, usual);

  // On a phone the list and the lead share one scrolling column: the list's place is kept when a lead
  // opens (which starts at its top) and given back, with the focus on the lead's entry, on the way back.
  const column = useRef<HTMLDivElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const listTop = useRef(0);
  const shown = useRef(selected);
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = selected;
    const panes = column.current;
    if (!narrow || before === selected || !panes) return;
    if (selected) {
      panes.scrollTop = 0;
      backButton.current?.focus({ preventScroll: true });
    } else {
      panes.scrollTop = listTop.current;
      panes.querySelector<HTMLElement>(`[data-lead-id="${before}"]`)?.focus({ preventScroll: true });
    }
  }, [selected, narrow]);
  const open = (id: string) => {
    listTop.current = column.current?.scrollTop ?? 0;
    setSelected(id);
  };

  return (
    <Flex direction="column" height="fill" style={{ minHeight: 0 }}>
      <OwnerWarnings warnings={list?.warnings} />
      <Flex
        ref={column}
        flex={1}
        className={phone.panes}
        data-lead-open={selected ? '' : undefined}
        style={{ minHeight: 0 }}
      >
        <Card borderRight className={phone.listPane} style={{ width: 'min(46%, 560px)', overflow: 'auto' }}>
          <Stack gap={4} padding={4}>
            {narrow && due ? <DueLine due={due} now={now} /> : null}
            <Stack gap={3} className={phone.only}>
              <Box>
                <Button
                  mode="ghost"
                  text={`Filtre og søgning${chips.length ? ` (${chips.length})` : ''}`}
                  aria-expanded={filtersOpen}
                  aria-controls={ids.filters}
                  onClick={() => setFiltersOpen(!filtersOpen)}
                />
              </Box>
              {chips.length ? (
                <Flex gap={2} wrap="wrap" role="group" aria-label="Valgte filtre">
                  {chips.map((chip) => (
                    <Button
                      key={chip.key}
                      mode="ghost"
                      tone="primary"
                      text={
                        <>
                          <span style={visuallyHidden}>Fjern filteret </span>
                          {chip.text}
                          <span aria-hidden="true"> ✕</span>
                        </>
                      }
                      style={{ maxWidth: '100%' }}
                      onClick={() => clear(chip.key)}
                    />
                  ))}
                </Flex>
              ) : null}
            </Stack>
            <Stack
              gap={4}
              id={ids.filters}
              className={phone.filters}
              data-open={filtersOpen ? '' : undefined}
            >
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
                    onOpen={() => open(lead.id)}
                  />
                </li>
              ))}
            </Stack>
            {list && !list.leads.length ? <Text size={1}>Ingen henvendelser her.</Text> : null}
            {pages > 1 ? (
              <Flex gap={2} align="center" as="nav" aria-label="Sider" wrap="wrap">
                <Button text="Forrige" disabled={page <= 1} onClick={() => setPage(page - 1)} />
                <Text size={1}>
                  Side {page} af {pages}
                </Text>
                <Button text="Næste" disabled={page >= pages} onClick={() => setPage(page + 1)} />
              </Flex>
            ) : null}
          </Stack>
        </Card>
        <Box flex={1} className={phone.detailPane} style={{ overflow: 'auto' }}>
          {selected ? (
            <>
              <Box className={phone.only} paddingX={4} paddingTop={4}>
                <Button
                  ref={backButton}
                  mode="ghost"
                  icon={BackIcon}
                  text="Alle henvendelser"
                  onClick={() => setSelected(undefined)}
                />
              </Box>
              {labels ? (
                <LeadDetail
                  api={api}
                  id={selected}
                  labels={labels}
                  now={now}
                  siteUrl={siteUrl}
                  onChanged={load}
                  onRead={leadRead}
                  onDeleted={() => {
                    setSelected(undefined);
                    load();
                  }}
                />
              ) : (
                <Box padding={4}>
                  <Text muted>Henter henvendelsen …</Text>
                </Box>
              )}
            </>
          ) : (
            <Stack gap={5} padding={4}>
              <Text muted className={phone.wideOnly}>
                Vælg en henvendelse.
              </Text>
              <LeadsStats api={api} forms={labels?.forms ?? {}} siteUrl={siteUrl} compact={narrow} />
            </Stack>
          )}
        </Box>
      </Flex>
    </Flex>
  );
}
