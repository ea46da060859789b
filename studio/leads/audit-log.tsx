import { Stack, Text } from '@sanity/ui';
import { useEffect, useState } from 'react';
import type { AuditEntry, LeadsApi } from './api.ts';
import { Failure } from './failure.tsx';
import { danishTime } from './format.ts';
import { TableHead } from './table-head.tsx';

/** Who opened, exported, changed and deleted what: the leads' audit log, newest first. */
export function AuditLog({ api }: { api: LeadsApi }) {
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
        <TableHead columns={['Tidspunkt', 'Bruger', 'Handling', 'Hvad']} />
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
