import { Button, Flex, Heading, Stack, Text, TextInput } from '@sanity/ui';
import { useId, useState } from 'react';
import type { Lead, LeadsApi } from './api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Failure } from './failure.tsx';
import { danishTime } from './format.ts';

/** Everything held about one person, found by e-mail or phone: shown, exported, erased (GDPR 15, 17). */
export function PersonData({ api }: { api: LeadsApi }) {
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
