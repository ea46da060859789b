import { useFormState } from 'react-hook-form';

/** The submit button: disabled and relabelled while the form is being sent. */
export function SubmitButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  const { isSubmitting } = useFormState();
  return (
    <button
      type="submit"
      disabled={isSubmitting}
      className="btn-primary w-full disabled:opacity-70 sm:w-auto"
    >
      {isSubmitting && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white border-r-transparent"
        />
      )}
      {isSubmitting ? busyLabel : label}
    </button>
  );
}
