const KILOBYTE = 1024;
const MEGABYTE = KILOBYTE * 1024;

/** A byte count as people read it: whole bytes, then KB and MB with one decimal. */
export function formatFileSize(bytes: number): string {
  const size = Math.max(0, Math.round(bytes));
  if (size < KILOBYTE) return `${size} B`;
  const kilobytes = (size / KILOBYTE).toFixed(1);
  // Just under a megabyte would otherwise read "1024.0 KB".
  if (Number(kilobytes) < 1024) return `${kilobytes} KB`;
  return `${(size / MEGABYTE).toFixed(1)} MB`;
}
