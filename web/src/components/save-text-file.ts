/** Hands text to the browser as a file download, named as given. */
export function saveTextFile(text: string, filename: string, type = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click is handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
