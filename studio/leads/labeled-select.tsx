import { Select, Stack, Text } from '@sanity/ui';
import { useId } from 'react';

type Props = {
  label: string;
  value: string;
  /** The choices, value to the owner's word for it (the labels the `leads` function sends). */
  options: Record<string, string>;
  onChange(value: string): void;
  /** A first choice that picks nothing (a filter's "Alle"). */
  any?: string;
};

/** A select with its visible label, as the leads tool's filters and status use it. */
export function LabeledSelect({ label, value, options, onChange, any }: Props) {
  const id = useId();
  return (
    <Stack gap={2}>
      <Text as="label" htmlFor={id} size={1} weight="semibold">
        {label}
      </Text>
      <Select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {any === undefined ? null : <option value="">{any}</option>}
        {Object.entries(options).map(([choice, title]) => (
          <option key={choice} value={choice}>
            {title}
          </option>
        ))}
      </Select>
    </Stack>
  );
}
