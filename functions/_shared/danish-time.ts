/** When something happened, as the owner reads it: Danish, Copenhagen time (Henvendelser, the banners). */
export const danishTime = (iso: string) =>
  new Intl.DateTimeFormat('da-DK', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Copenhagen',
  }).format(new Date(iso));
