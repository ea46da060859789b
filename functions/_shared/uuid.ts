/** Whether `text` is a UUID (a lead's or a grant's id): anything else names no row, and is not sent to Postgres. */
export const isUuid = (text: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
