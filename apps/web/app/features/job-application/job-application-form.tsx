import { zodResolver } from '@hookform/resolvers/zod';
import { jobApplicationSchema, YES_NO } from '@nordkyst/validation';
import { AppForm, useAppForm } from '~/features/forms/app-form';
import { RadioGroupField, TextField } from '~/features/forms/form-field';
import { SubmitButton } from '~/features/forms/submit-button';
import { submitForm } from '~/lib/submit-form';
import { BirthDateField } from './birth-date-field.tsx';

const failure = {
  title: 'Ошибка при отправке',
  description: 'Произошла ошибка при отправке формы. Пожалуйста, попробуйте еще раз.',
} as const;

/** Spec section 8: one failure toast for an unsuccessful result and for an exception alike. */
export const jobApplicationToasts = {
  success: {
    title: 'Заявка отправлена успешно',
    description: 'Мы получили вашу заявку и свяжемся с вами в ближайшее время.',
  },
  failure,
  unexpected: failure,
} as const;

const yesNo = YES_NO.map((value) => ({ value, label: value === 'да' ? 'Да' : 'Нет' }));

/** The Russian job application (spec section 3); the page places the heading. */
export function JobApplicationForm() {
  const form = useAppForm(zodResolver(jobApplicationSchema), {
    firstName: '',
    lastName: '',
    birthDate: '',
    birthCountry: '',
    birthCity: '',
    phoneNumber: '',
    email: '',
    lastAddressAbroad: '',
    postalCode: '',
    city: '',
    country: '',
  });

  return (
    <AppForm
      form={form}
      label="Заявка на трудоустройство"
      lang="ru"
      send={(values, options) => submitForm(values, 'moldova', options)}
      toasts={jobApplicationToasts}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField name="firstName" label="Имя" autoComplete="given-name" required />
        <TextField name="lastName" label="Фамилия" autoComplete="family-name" required />
        <BirthDateField name="birthDate" label="Дата рождения" placeholder="Выберите дату рождения" />
        <div className="hidden sm:block" />
        <TextField name="birthCountry" label="Страна рождения" required />
        <TextField name="birthCity" label="Город рождения" required />
        <RadioGroupField name="hasChildren" label="Есть ли у вас дети?" options={yesNo} required />
        <RadioGroupField name="isMarried" label="Состоите ли вы в браке?" options={yesNo} required />
        <TextField
          name="phoneNumber"
          label="Номер телефона"
          type="tel"
          autoComplete="tel"
          placeholder="+373 69 123 456"
          required
        />
        <TextField name="email" label="Email" type="email" autoComplete="email" required />
      </div>
      <TextField
        name="lastAddressAbroad"
        label="Последний адрес за границей"
        hint="Ваш последний адрес за границей до въезда в Данию: улица, дом, город, страна."
        rows={4}
        required
      />
      <div className="grid gap-6 sm:grid-cols-3">
        <TextField name="postalCode" label="Почтовый индекс" autoComplete="postal-code" required />
        <TextField name="city" label="Город" autoComplete="address-level2" required />
        <TextField name="country" label="Страна" autoComplete="country-name" required />
      </div>
      <SubmitButton label="Отправить заявку" busyLabel="Отправка..." />
    </AppForm>
  );
}
