import { toIsoDate } from '@nordkyst/validation';
import { format, parseISO } from 'date-fns';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { FormField, inputClass } from '~/features/forms/form-field';

// The calendar (react-day-picker, its Russian locale and stylesheet) is fetched when the field is first
// opened, not with the page: most of the page's weight, used once by those who apply.
const BirthDateCalendar = lazy(() => import('./birth-date-calendar.tsx'));

/**
 * The birth date: a button showing the chosen date (dd.MM.yyyy) that opens a calendar beside it. Month
 * and year are dropdowns so 1970 is two choices away; days before 1 January 1900 and after today are
 * disabled. Escape or a click outside closes the calendar; focus returns to the button. The value is
 * the date as YYYY-MM-DD, as the schema expects.
 */
export function BirthDateField({
  name,
  label,
  placeholder,
}: {
  name: string;
  label: string;
  placeholder: string;
}) {
  const { field } = useController({ name });
  const [open, setOpen] = useState(false);
  const [today] = useState(() => new Date());
  const panelId = useId();
  const valueId = useId();
  const button = useRef<HTMLButtonElement | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const selected: Date | undefined = field.value ? parseISO(field.value) : undefined;

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <FormField name={name} label={label} required>
      {({ 'aria-required': _notOnButtons, ...control }, { labelId }) => (
        <div ref={container} className="relative">
          <button
            {...control}
            ref={(element) => {
              button.current = element;
              field.ref(element);
            }}
            type="button"
            aria-labelledby={`${labelId} ${valueId}`}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
            className={`${inputClass} flex items-center justify-between text-left`}
          >
            <span id={valueId} className={selected ? undefined : 'text-slate-600'}>
              {selected ? format(selected, 'dd.MM.yyyy') : placeholder}
            </span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5 text-slate-600"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
            </svg>
          </button>
          {open && (
            <div
              id={panelId}
              role="dialog"
              aria-label={label}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.stopPropagation();
                  close();
                }
              }}
              className="absolute z-20 mt-2 rounded-lg border border-slate-300 bg-white p-3 shadow-lg"
            >
              <Suspense fallback={<p className="p-4 text-slate-700">…</p>}>
                <BirthDateCalendar
                  today={today}
                  selected={selected}
                  onSelect={(date) => {
                    field.onChange(date ? toIsoDate(date) : '');
                    close();
                  }}
                />
              </Suspense>
            </div>
          )}
        </div>
      )}
    </FormField>
  );
}
