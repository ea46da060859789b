import { referenceNumber, replyMailtoHref, telHref } from '@nordkyst/validation';
import { Card, Flex, Text } from '@sanity/ui';
import type { Lead } from './api.ts';

/** A link drawn as a button: the owner's one tap to act on the lead. */
function ActionLink({ href, children }: { href: string; children: string }) {
  return (
    <Card as="a" href={href} padding={3} radius={2} border tone="primary" style={{ textDecoration: 'none' }}>
      <Text size={1} weight="semibold">
        {children}
      </Text>
    </Card>
  );
}

/**
 * Call or write to the lead in one tap (issue 56): its phone as a `tel:` link in E.164 form, its e-mail
 * as a `mailto:` link whose subject names the reference the visitor was given. A phone or address that is
 * not one to dial or write to for sure stays text, as the visitor wrote it.
 */
export function LeadContact({ lead }: { lead: Pick<Lead, 'id' | 'phone' | 'email'> }) {
  const phone = lead.phone.trim();
  const email = lead.email.trim();
  if (!phone && !email) return null;
  const tel = telHref(phone);
  const mail = replyMailtoHref(email, referenceNumber(lead.id));
  return (
    <Flex as="section" aria-label="Kontakt" gap={2} wrap="wrap" align="center">
      {tel ? <ActionLink href={tel}>{`Ring ${phone}`}</ActionLink> : null}
      {mail ? <ActionLink href={mail}>{`Skriv til ${email}`}</ActionLink> : null}
      {phone && !tel ? <Text size={1}>Telefon (som skrevet): {phone}</Text> : null}
      {email && !mail ? <Text size={1}>E-mail (som skrevet): {email}</Text> : null}
    </Flex>
  );
}
