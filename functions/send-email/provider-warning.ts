import { danishTime } from '../_shared/danish-time.ts';
import type { Sql } from '../_shared/database.ts';
import type { OwnerWarning, OwnerWarningSource } from '../_shared/owner-warnings.ts';
import { createProviderFaults, type ProviderFault } from './provider-fault.ts';

/** The owner's banner while the e-mail provider refuses the site's key or domain: what, and what to check. */
export function providerRefusedWarning(fault: ProviderFault): OwnerWarning {
  const waiting = fault.waiting === 1 ? '1 henvendelse venter' : `${fault.waiting} henvendelser venter`;
  return {
    code: 'email-provider-refused',
    message:
      `E-mails fra hjemmesiden bliver ikke sendt: e-mailtjenesten Resend afviser hjemmesidens nøgle eller domæne ` +
      `(siden ${danishTime(fault.firstSeenAt.toISOString())}). Henvendelserne er gemt med deres filer og bliver sendt, ` +
      `så snart det er rettet; ${waiting}. Tjek at RESEND_API_KEY i Supabase er en gyldig nøgle fra Resend, ` +
      `og at afsenderens domæne er bekræftet under Domains hos Resend.`,
  };
}

/** The banner's source for Henvendelser (the `leads` function): the fault send-email recorded, if any. */
export function emailProviderWarnings(sql: Sql): OwnerWarningSource {
  const faults = createProviderFaults(sql);
  return async function emailProviderRefused() {
    const fault = await faults.current();
    return fault ? providerRefusedWarning(fault) : undefined;
  };
}
