import { signpostApi } from '../../api/signpost-api.js';

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

/**
 * llms-full.txt, or one file of a full text split by section, through the API client, so a
 * signed-in owner's session goes along: a plain link sends no bearer token, and the file of an
 * account is not served without one.
 */
export async function downloadFullFile(fileId: string, name = 'llms-full.txt'): Promise<void> {
  const file = name === 'llms-full.txt' ? undefined : name;
  saveTextFile(await signpostApi.downloadText(fileId, 'full', file), name);
}
