import { useFormState } from 'react-hook-form';
import { useFormWork } from './app-form';

/**
 * The submit button: disabled and relabelled while the form is being sent, and while a tap on it waits
 * for the photos being prepared (it is sent once they are).
 */
export function SubmitButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  const { isSubmitting: sending } = useFormState();
  const { waiting } = useFormWork();
  const isSubmitting = sending || waiting;
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
