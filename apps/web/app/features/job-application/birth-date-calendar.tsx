import { BIRTH_DATE_MIN } from '@nordkyst/validation';
import { parseISO } from 'date-fns';
import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { ru } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

const EARLIEST = parseISO(BIRTH_DATE_MIN);

/**
 * The birth date's calendar (loaded when the field is first opened, birth-date-field.tsx): month and year
 * are dropdowns so 1970 is two choices away; days before 1 January 1900 and after today are disabled.
 */
export default function BirthDateCalendar({
  today,
  selected,
  onSelect,
}: {
  today: Date;
  selected: Date | undefined;
  onSelect: (date: Date | undefined) => void;
}) {
  return (
    <DayPicker
      mode="single"
      locale={ru}
      captionLayout="dropdown"
      startMonth={EARLIEST}
      endMonth={today}
      disabled={[{ before: EARLIEST }, { after: today }]}
      selected={selected}
      defaultMonth={selected ?? new Date(today.getFullYear() - 30, 0)}
      onSelect={onSelect}
      autoFocus
      // The site's brand colours (the library's own default accent is plain blue).
      style={
        {
          '--rdp-accent-color': '#0b4f6c',
          '--rdp-accent-background-color': '#eef6f9',
        } as CSSProperties
      }
    />
  );
}
