// Placeholder until the forms work lands; the forms helper replaces this file.
export function ContactForm() {
  return <form aria-label="Kontaktformular" />;
}
