import { type ReactNode, useId } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';

/** What a control needs to be tied to its label, hint and error. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';
const labelClass = 'block font-semibold text-slate-900';
const hintClass = 'mt-1 text-sm text-slate-700';
const errorClass = 'mt-1 text-sm font-medium text-red-700';

type FormFieldProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /**
   * `stacked`: label above the control. `inline`: a checkbox with its label beside it. `group`: a fieldset
   * whose legend labels a set of controls (radio buttons); each control gets the ControlProps too.
   */
  layout?: 'stacked' | 'inline' | 'group';
  className?: string;
  /** `labelId` lets a control whose content matters (a date button) name itself by label plus content. */
  children(control: ControlProps, meta: { labelId: string }): ReactNode;
};

/**
 * The one field component: a label, an optional hint, the control, and the field's error under it, tied
 * together with aria-describedby and aria-invalid.
 */
export function FormField({
  name,
  label,
  hint,
  required,
  layout = 'stacked',
  className,
  children,
}: FormFieldProps) {
  const id = useId();
  const { errors } = useFormState({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control: ControlProps = {
    id: `${id}-control`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined,
    'aria-required': required ? true : undefined,
  };
  const hintText = hint ? (
    <p id={hintId} className={hintClass}>
      {hint}
    </p>
  ) : null;
  const errorText = error ? (
    <p id={errorId} className={errorClass}>
      {error}
    </p>
  ) : null;

  if (layout === 'inline') {
    return (
      <div className={className}>
        <div className="flex items-start gap-3">
          {children(control, { labelId })}
          <label id={labelId} htmlFor={control.id} className="text-slate-800">
            {label}
          </label>
        </div>
        {hintText}
        {errorText}
      </div>
    );
  }
  // A group and a single control differ only in their wrapper: fieldset and legend, or div and label.
  const caption = (
    <>
      {label}
      {required && <RequiredMark />}
    </>
  );
  const body = (
    <>
      {hintText}
      {children(control, { labelId })}
      {errorText}
    </>
  );
  if (layout === 'group') {
    return (
      <fieldset className={className} aria-describedby={control['aria-describedby']}>
        <legend id={labelId} className={labelClass}>
          {caption}
        </legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      <label id={labelId} htmlFor={control.id} className={labelClass}>
        {caption}
      </label>
      {body}
    </div>
  );
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

type TextFieldProps = Omit<FormFieldProps, 'children' | 'layout'> & {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  /** A multi-line text box of this many rows. */
  rows?: number;
};

/** A labelled text input, or a text box with `rows`. */
export function TextField({
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  rows,
  ...field
}: TextFieldProps) {
  const { register } = useFormContext();
  // One box of two shapes: a text area has rows where an input has a type.
  const TextBox = rows ? 'textarea' : 'input';
  return (
    <FormField {...field}>
      {(control) => (
        <TextBox
          {...control}
          {...register(field.name)}
          type={rows ? undefined : type}
          rows={rows}
          autoComplete={autoComplete}
          placeholder={placeholder}
          inputMode={inputMode}
          className={inputClass}
        />
      )}
    </FormField>
  );
}

/** A labelled checkbox (the label may hold links). */
export function CheckboxField(field: Omit<FormFieldProps, 'children' | 'layout'>) {
  const { register } = useFormContext();
  return (
    <FormField {...field} layout="inline">
      {(control) => (
        <input
          {...control}
          {...register(field.name)}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
      )}
    </FormField>
  );
}

/** A fieldset of radio buttons with one value each. */
export function RadioGroupField({
  options,
  ...field
}: Omit<FormFieldProps, 'children' | 'layout'> & { options: readonly { value: string; label: string }[] }) {
  const { register } = useFormContext();
  return (
    <FormField {...field} layout="group">
      {(control) => (
        <div className="mt-2 flex flex-wrap gap-6">
          {options.map((option) => (
            <label key={option.value} className="inline-flex min-h-11 items-center gap-2 text-slate-800">
              <input
                {...register(field.name)}
                type="radio"
                value={option.value}
                aria-invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
                className="size-5 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      )}
    </FormField>
  );
}
