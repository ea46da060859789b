import { zodResolver } from '@hookform/resolvers/zod';
import { type QuoteFormValues, quoteSchema } from '@nordkyst/validation';
import { AppForm, useAppForm } from '~/features/forms/app-form';
import { CheckboxField, TextField } from '~/features/forms/form-field';
import { SubmitButton } from '~/features/forms/submit-button';
import { type QuoteSubmitResult, submitForm } from '~/lib/submit-form';
import { uploadTexts } from '~/lib/uploads/upload-texts';
import { FilePicker } from './file-picker.tsx';
import { quoteToasts } from './quote-toasts.ts';

/** The thanks at the tap, with a line while photos are still going up; or where a kept quote is. */
function withToast(result: QuoteSubmitResult): QuoteSubmitResult {
  if (!result.success) return result;
  if (result.kept) return { ...result, successToast: uploadTexts.kept };
  if (result.photosRefused)
    return {
      ...result,
      successToast: { title: quoteToasts.success, description: uploadTexts.sentWithoutPhotos },
    };
  if (!result.photosPending) return result;
  return {
    ...result,
    successToast: { title: quoteToasts.success, description: uploadTexts.stillOnTheirWay },
  };
}

const defaults: QuoteFormValues = {
  description: '',
  files: [],
  name: '',
  email: '',
  phone: '',
  address: '',
  postalCode: '',
  acceptTerms: false,
};

export function QuoteForm() {
  const form = useAppForm(zodResolver(quoteSchema), defaults);

  return (
    <AppForm
      form={form}
      label="Tilbudsformular"
      send={async (values, options) => withToast(await submitForm(values, 'quote', options))}
      toasts={quoteToasts}
      holdsChallenge
      fieldAliases={{ attachments: 'files' }}
    >
      <TextField
        name="description"
        label="Beskriv din opgave"
        hint="Fortæl, hvad der skal laves, hvor stort det er, og hvornår du gerne vil i gang."
        rows={6}
        required
      />
      <FilePicker
        name="files"
        label="Vedhæft billeder eller tegninger (valgfrit)"
        hint="Op til 5 filer på højst 10MB hver: billeder (JPEG, PNG, GIF, WebP), PDF eller Word. Billeder gøres mindre, før de sendes. Filerne sendes, så snart du har valgt dem."
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField name="name" label="Navn" autoComplete="name" required />
        <TextField name="phone" label="Telefon" type="tel" autoComplete="tel" required />
        <TextField
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          className="sm:col-span-2"
        />
        <TextField name="address" label="Adresse" autoComplete="address-line1" required />
        <TextField
          name="postalCode"
          label="Postnr."
          autoComplete="postal-code"
          inputMode="numeric"
          required
        />
      </div>
      <CheckboxField
        name="acceptTerms"
        required
        label={
          <>
            Jeg accepterer, at mine oplysninger bruges til at besvare min forespørgsel, som beskrevet i{' '}
            <a href="/privatlivspolitik/" className="link">
              privatlivspolitikken
            </a>
            .
          </>
        }
      />
      <SubmitButton label="Indsend din opgave nu" busyLabel="Sender..." />
    </AppForm>
  );
}
