import {
  Box,
  Button,
  Card,
  Checkbox,
  Flex,
  Heading,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Text,
  TextInput,
} from '@sanity/ui';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useRouter } from 'sanity/router';
import {
  type AuditEntry,
  type Filter,
  type Labels,
  type Lead,
  type LeadList,
  type Sort,
  useLeadsApi,
} from './api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { danishTime } from './format.ts';
import { LabeledSelect } from './labeled-select.tsx';
import { LeadDetail } from './lead-detail.tsx';
import { LeadEntry } from './lead-entry.tsx';
import { LeadsStats } from './leads-stats.tsx';
import { OwnerWarnings } from './owner-warnings.tsx';
import { announceLeadsChanged } from './signals.ts';
import { SORTS, sortFrom, sortParams } from './sort-param.ts';
import { useNow } from './use-now.ts';
import { useSiteUrl } from './use-site-url.ts';

type LeadsApi = ReturnType<typeof useLeadsApi>;

function Failure({ message }: { message: string }) {
  return (
    <Card padding={3} radius={2} tone="critical" role="alert">
      <Text size={1}>{message}</Text>
    </Card>
  );
}

function Leads({ api }: { api: LeadsApi }) {
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

/** Everything held about one person, found by e-mail or phone: shown, exported, erased (GDPR 15, 17). */
function Person({ api }: { api: LeadsApi }) {
  const [who, setWho] = useState('');
  const [found, setFound] = useState<{ who: string; leads: Lead[] }>();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState('');
  const [confirming, setConfirming] = useState(false);
  const inputId = useId();
  const fail = (failure: Error) => setError(failure.message);

  return (
    <Stack gap={4} padding={4} style={{ maxWidth: 760 }}>
      <Text size={1}>
        Når en person spørger, hvad I har gemt om dem, eller beder om at blive slettet, skal de have svar
        inden for en måned. Søg på deres e-mailadresse, telefonnummer eller begge adskilt af komma: deres
        henvendelser findes, hvordan nummeret end er skrevet (med eller uden +45 og mellemrum).
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setDone('');
          api
            .personLeads(who)
            .then((answer) => {
              setFound({ who, leads: answer.leads });
              setError(undefined);
            })
            .catch(fail);
        }}
      >
        <Flex gap={2} align="flex-end">
          <Stack gap={2} flex={1}>
            <Text as="label" htmlFor={inputId} size={1} weight="semibold">
              E-mail eller telefon (eller begge, adskilt af komma)
            </Text>
            <TextInput id={inputId} value={who} onChange={(event) => setWho(event.currentTarget.value)} />
          </Stack>
          <Button type="submit" text="Vis" />
        </Flex>
      </form>
      {error ? <Failure message={error} /> : null}
      <Text size={1} role="status">
        {done}
      </Text>
      {found ? (
        <Stack gap={3}>
          <Heading as="h2" size={1}>
            {found.leads.length} henvendelser fra {found.who}
          </Heading>
          <Stack as="ul" gap={2} style={{ margin: 0, paddingLeft: 20 }}>
            {found.leads.map((lead) => (
              <Text as="li" size={1} key={lead.id}>
                {danishTime(lead.receivedAt)}: {lead.name} ({lead.form})
              </Text>
            ))}
          </Stack>
          <Flex gap={2} wrap="wrap">
            <Button text="Eksportér JSON" onClick={() => api.exportPerson(found.who, 'json').catch(fail)} />
            <Button text="Eksportér CSV" onClick={() => api.exportPerson(found.who, 'csv').catch(fail)} />
            <Button
              text="Slet alt om personen"
              disabled={!found.leads.length}
              onClick={() => setConfirming(true)}
            />
          </Flex>
        </Stack>
      ) : null}
      {confirming && found ? (
        <ConfirmDialog
          id="slet-person"
          header="Slet alt om personen?"
          confirmText="Slet alt"
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            api
              .erasePerson(found.who)
              .then((answer) => {
                setConfirming(false);
                setFound(undefined);
                setDone(
                  `${answer.deleted} henvendelser slettet. Husk beskederne om dem i firmaets indbakke.`,
                );
              })
              .catch(fail)
          }
        >
          <Text>
            {found.leads.length} henvendelser fra {found.who} slettes med filer, levering og noter. Det kan
            ikke fortrydes.
          </Text>
          <Text weight="semibold">Sletningen her når ikke:</Text>
          <Stack as="ul" gap={3} style={{ margin: 0, paddingLeft: 20 }}>
            <Text as="li">
              Beskederne om henvendelserne i firmaets indbakke: de blev sendt, da henvendelserne kom ind. Slet
              dem dér.
            </Text>
            <Text as="li">
              E-mailudbyderens log: Resend gemmer de sendte e-mails (beskeden til firmaet og bekræftelsen til
              personen) i 1 dag på gratisplanen, som siden bruger, og sletter dem derefter selv.
            </Text>
          </Stack>
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}

function AuditLog({ api }: { api: LeadsApi }) {
  const [log, setLog] = useState<{ entries: AuditEntry[]; labels: Record<string, string> }>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    api
      .audit()
      .then(setLog)
      .catch((failure: Error) => setError(failure.message));
  }, [api]);
  if (error) return <Failure message={error} />;
  return (
    <Stack gap={3} padding={4}>
      <Text size={1}>Hvem der har åbnet, eksporteret, ændret og slettet hvad (de seneste 200).</Text>
      <table style={{ borderCollapse: 'collapse', fontSize: 14 }}>
        <thead>
          <tr>
            {['Tidspunkt', 'Bruger', 'Handling', 'Hvad'].map((title) => (
              <th key={title} scope="col" style={{ textAlign: 'left', padding: '4px 12px 4px 0' }}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {log?.entries.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <td style={{ padding: '4px 12px 4px 0' }}>{danishTime(entry.at)}</td>
              <td style={{ padding: '4px 12px 4px 0' }}>{entry.userName}</td>
              <td style={{ padding: '4px 12px 4px 0' }}>{log.labels[entry.action] ?? entry.action}</td>
              <td style={{ padding: '4px 12px 4px 0' }}>{entry.subject ?? entry.leadId ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Stack>
  );
}

const TABS = [
  { id: 'leads', title: 'Henvendelser' },
  { id: 'person', title: 'Persondata' },
  { id: 'log', title: 'Log' },
] as const;

/** The Studio tool "Henvendelser": the owner's leads from the `leads` function at `baseUrl`. */
export function LeadsTool({ baseUrl }: { baseUrl: string | undefined }) {
  const api = useLeadsApi(baseUrl ?? '');
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('leads');
  if (!baseUrl)
    return (
      <Box padding={4}>
        <Failure message="Henvendelser er ikke sat op: SANITY_STUDIO_LEADS_URL mangler i Studio'ets build." />
      </Box>
    );
  return (
    <Flex direction="column" height="fill" data-testid="henvendelser">
      <Card padding={3} borderBottom>
        <Flex align="center" gap={4} wrap="wrap">
          <Heading as="h1" size={2}>
            Henvendelser
          </Heading>
          <TabList gap={2}>
            {TABS.map((item) => (
              <Tab
                key={item.id}
                id={`henvendelser-tab-${item.id}`}
                aria-controls={`henvendelser-panel-${item.id}`}
                label={item.title}
                selected={tab === item.id}
                onClick={() => setTab(item.id)}
              />
            ))}
          </TabList>
        </Flex>
      </Card>
      {TABS.map((item) => (
        <TabPanel
          key={item.id}
          id={`henvendelser-panel-${item.id}`}
          aria-labelledby={`henvendelser-tab-${item.id}`}
          hidden={tab !== item.id}
          flex={1}
          style={{ minHeight: 0, overflow: 'auto' }}
        >
          {tab === item.id && item.id === 'leads' ? <Leads api={api} /> : null}
          {tab === item.id && item.id === 'person' ? <Person api={api} /> : null}
          {tab === item.id && item.id === 'log' ? <AuditLog api={api} /> : null}
        </TabPanel>
      ))}
    </Flex>
  );
}

export type { Labels };
