const oneDecimal = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 });

/** A file size as Danes write it: "850 B", "120 KB", "2,4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${whole.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${whole.format(bytes / 1024)} KB`;
  return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
}
