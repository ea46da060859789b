import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema } from '@nordkyst/validation';
import { AppForm, useAppForm } from '~/features/forms/app-form';
import { TextField } from '~/features/forms/form-field';
import { SubmitButton } from '~/features/forms/submit-button';
import { sendEmail } from '~/lib/submit-form';

/** Spec section 8. */
export const contactToasts = {
  success: 'Tak for din besked! Vi har sendt dig en bekræftelse og vender tilbage til dig snarest.',
  failure: 'Der opstod en fejl ved afsendelse af beskeden. Prøv venligst igen.',
  unexpected: 'Der opstod en uventet fejl. Prøv venligst igen.',
} as const;

export function ContactForm() {
  const form = useAppForm(zodResolver(contactSchema), { name: '', email: '', phone: '', message: '' });

  return (
    <AppForm
      form={form}
      label="Kontaktformular"
      send={(values, options) => sendEmail(values, 'contact', options)}
      toasts={contactToasts}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField name="name" label="Navn" autoComplete="name" required />
        <TextField name="phone" label="Telefon" type="tel" autoComplete="tel" required />
      </div>
      <TextField name="email" label="E-mail" type="email" autoComplete="email" required />
      <TextField name="message" label="Besked" rows={6} required />
      <SubmitButton label="Send besked" busyLabel="Sender..." />
    </AppForm>
  );
}
