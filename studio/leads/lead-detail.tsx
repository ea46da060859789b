import { Box, Button, Card, Flex, Grid, Heading, Stack, Text, TextArea } from '@sanity/ui';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import type { Labels, Lead, LeadsApi } from './api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { danishDate, danishTime, fileSize } from './format.ts';
import { LabeledSelect } from './labeled-select.tsx';
import { LeadContact } from './lead-contact.tsx';
import { LeadPromisesSection } from './lead-promises.tsx';
import { LeadSourceSection } from './lead-source.tsx';
import { Mark } from './mark.tsx';

type Props = {
  api: LeadsApi;
  id: string;
  labels: Labels;
  /** The list's clock, so the lead's marks and the list's agree. */
  now: Date;
  /** The site's address, to tell its own pages from other sites the visitor came from. */
  siteUrl: string | undefined;
  /** After a change the list shows (status, resend, deletion). */
  onChanged: () => void;
  /**
   * The lead is shown read: `marked` when this view marked it, else it was read already (perhaps marked
   * by an earlier view of it that the Studio replaced while the mark was on its way).
   */
  onRead: (id: string, marked: boolean) => void;
  onDeleted: () => void;
};

function DeliverySteps({ lead, labels }: { lead: Lead; labels: Labels }) {
  if (!lead.steps.length)
    return (
      <Text size={1}>{labels.delivery[lead.delivery] ?? lead.delivery}: endnu intet forsøg registreret.</Text>
    );
  return (
    <Stack as="ol" gap={2} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {lead.steps.map((step, index) => (
        <Card as="li" key={`${step.at}-${index}`} padding={2} radius={2} tone={toneOf(step.outcome)} border>
          <Stack gap={2}>
            <Text size={1} weight="semibold">
              {labels.messages[step.message] ?? step.message}: {labels.outcomes[step.outcome] ?? step.outcome}
            </Text>
            <Text size={1}>
              {danishTime(step.at)}
              {step.providerId ? ` · id ${step.providerId}` : ''}
            </Text>
            {step.detail ? (
              <Text size={1}>
                {step.outcome === 'skipped'
                  ? `Hvorfor: ${labels.skipped[step.detail] ?? step.detail}`
                  : step.detail}
              </Text>
            ) : null}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function toneOf(outcome: string) {
  if (outcome === 'sent') return 'positive' as const;
  if (outcome === 'failed' || outcome === 'given_up') return 'critical' as const;
  if (outcome === 'waiting' || outcome === 'skipped') return 'caution' as const;
  return 'default' as const;
}

/** One lead whole: its fields, files, delivery, status and note; opening it marks it read. */
export function LeadDetail({ api, id, labels, now, siteUrl, onChanged, onRead, onDeleted }: Props) {
  const [lead, setLead] = useState<Lead>();
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState('');
  const [confirming, setConfirming] = useState(false);
  const noteId = useId();

  // The list's latest handler when the lead shows read: a new handler does not open the lead again.
  const shownRead = useEffectEvent((marked: boolean) => onRead(id, marked));
  useEffect(() => {
    let current = true;
    setLead(undefined);
    setError(undefined);
    setSaved('');
    api
      .get(id)
      .then(async (loaded) => {
        // A read-only database takes no read mark (the list says why).
        const readOnly = loaded.warnings?.some((warning) => warning.code === 'database-read-only');
        const marked = !loaded.read && !readOnly;
        const shown = marked ? await api.change(id, { read: true }) : loaded;
        // A mark made changes the list's counts, whether or not this view is still open.
        if (marked || (current && shown.read)) shownRead(marked);
        if (!current) return;
        setLead(shown);
        setStatus(shown.status);
        setNote(shown.note);
      })
      .catch((failure: Error) => current && setError(failure.message));
    return () => {
      current = false;
    };
  }, [api, id]);

  if (error)
    return (
      <Card padding={4} tone="critical" role="alert">
        <Text>{error}</Text>
      </Card>
    );
  if (!lead)
    return (
      <Box padding={4}>
        <Text muted>Henter henvendelsen …</Text>
      </Box>
    );

  const run = (work: () => Promise<unknown>, done: string) =>
    work()
      .then(() => setSaved(done))
      .catch((failure: Error) => setError(failure.message));

  return (
    <Stack gap={5} padding={4}>
      <Stack gap={3}>
        <Heading as="h2" size={2}>
          {lead.name || '(uden navn)'}
        </Heading>
        <Flex gap={2} wrap="wrap">
          <Mark>{labels.forms[lead.form] ?? lead.form}</Mark>
          <Mark tone={lead.deliveryFailed ? 'critical' : 'default'}>
            Levering: {labels.delivery[lead.delivery] ?? lead.delivery}
          </Mark>
        </Flex>
        <Text size={1} muted>
          Modtaget {danishTime(lead.receivedAt)}. Slettes automatisk {danishDate(lead.deleteAt)}.
        </Text>
        <LeadContact lead={lead} />
      </Stack>

      <LeadPromisesSection lead={lead} now={now} />

      <Stack gap={3} as="section" aria-label="Felter">
        <Heading as="h3" size={1}>
          Det sendte
        </Heading>
        <Grid as="dl" gridTemplateColumns={[1, 1, 2]} gap={3} style={{ margin: 0 }}>
          {lead.rows.map((row) => (
            <Stack key={row.label} gap={2}>
              <Text as="dt" size={1} weight="semibold">
                {row.label}
              </Text>
              <Text as="dd" size={1} style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {row.value || '–'}
              </Text>
            </Stack>
          ))}
        </Grid>
      </Stack>

      <LeadSourceSection source={lead.source} siteUrl={siteUrl} />

      {lead.files.length || lead.refusedFiles.length ? (
        <Stack gap={3} as="section" aria-label="Filer">
          <Heading as="h3" size={1}>
            Filer
          </Heading>
          <Stack as="ul" gap={3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {lead.files.map((file) => (
              <Card as="li" key={file.filename} padding={2} radius={2} border>
                <Flex gap={3} align="center" wrap="wrap">
                  {file.url && file.type.startsWith('image/') ? (
                    <img
                      src={api.url(file.url)}
                      alt={file.filename}
                      width={96}
                      height={72}
                      style={{ objectFit: 'cover', borderRadius: 3 }}
                    />
                  ) : null}
                  <Stack gap={2} flex={1}>
                    <Text size={1} weight="semibold">
                      {file.filename} ({fileSize(file.size)})
                    </Text>
                    {file.url && file.downloadUrl ? (
                      <Flex gap={3} wrap="wrap" align="center">
                        <Text size={1}>
                          <a href={api.url(file.url)} target="_blank" rel="noreferrer">
                            Åbn {file.filename}
                          </a>
                        </Text>
                        <Text size={1}>
                          <a href={api.url(file.downloadUrl)}>Hent {file.filename}</a>
                        </Text>
                        <Text size={1} muted>
                          Linkene virker i 5 minutter.
                        </Text>
                      </Flex>
                    ) : (
                      <Text size={1} muted>
                        {file.arriving
                          ? 'På vej: billedet er ikke kommet frem fra afsenderens telefon endnu.'
                          : 'Ikke gemt længere: sendt med e-mailen eller udløbet.'}
                      </Text>
                    )}
                  </Stack>
                </Flex>
              </Card>
            ))}
            {lead.refusedFiles.map((file) => (
              <Card as="li" key={`refused-${file.filename}`} padding={2} radius={2} tone="caution" border>
                <Text size={1}>
                  Afvist (lageret var fuldt): {file.filename} ({fileSize(file.size)})
                </Text>
              </Card>
            ))}
          </Stack>
        </Stack>
      ) : null}

      <Stack gap={3} as="section" aria-label="Levering">
        <Heading as="h3" size={1}>
          Levering
        </Heading>
        <DeliverySteps lead={lead} labels={labels} />
        {lead.deliveryFailed ? (
          <Box>
            <Button
              text="Send besked til firmaet igen"
              onClick={() =>
                run(async () => {
                  await api.resend(id);
                  setLead(await api.get(id));
                  onChanged();
                }, 'Beskeden sendes igen.')
              }
            />
          </Box>
        ) : null}
      </Stack>

      <Stack gap={3} as="section" aria-label="Behandling">
        <Heading as="h3" size={1}>
          Behandling
        </Heading>
        <LabeledSelect label="Status" value={status} options={labels.statuses} onChange={setStatus} />
        <Stack gap={2}>
          <Text as="label" htmlFor={noteId} size={1} weight="semibold">
            Note
          </Text>
          <TextArea
            id={noteId}
            rows={4}
            maxLength={4000}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        </Stack>
        <Flex gap={3} align="center">
          <Button
            text="Gem"
            onClick={() =>
              run(async () => {
                setLead(await api.change(id, { status, note }));
                onChanged();
              }, 'Gemt.')
            }
          />
          <Text size={1} role="status">
            {saved}
          </Text>
        </Flex>
      </Stack>

      <Box>
        <Button text="Slet henvendelsen for altid" onClick={() => setConfirming(true)} />
      </Box>
      {confirming ? (
        <ConfirmDialog
          id="slet-henvendelse"
          header="Slet henvendelsen?"
          confirmText="Slet"
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            api
              .remove(id)
              .then(onDeleted)
              .catch((failure: Error) => setError(failure.message))
          }
        >
          <Text>Teksten, filerne og leveringen slettes og kan ikke findes igen.</Text>
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}
