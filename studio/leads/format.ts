/** A time as the owner reads it: Danish, Copenhagen time. */
export const danishTime = (iso: string) =>
  new Intl.DateTimeFormat('da-DK', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Copenhagen',
  }).format(new Date(iso));

export const danishDate = (iso: string) =>
  new Intl.DateTimeFormat('da-DK', { dateStyle: 'long', timeZone: 'Europe/Copenhagen' }).format(
    new Date(iso),
  );

const megabytes = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
export const fileSize = (bytes: number) => `${megabytes.format(bytes / (1024 * 1024))} MB`;
