// Placeholder until the forms work lands; the forms helper replaces this file.
export function useKeepAlive(): void {}
