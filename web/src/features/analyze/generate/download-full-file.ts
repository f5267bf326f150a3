import { signpostApi } from '../../../api/signpost-api.js';
import { saveTextFile } from '../../../components/save-text-file.js';

/**
 * llms-full.txt, or one file of a full text split by section, through the API client, so a
 * signed-in owner's session goes along: a plain link sends no bearer token, and the file of an
 * account is not served without one.
 */
export async function downloadFullFile(fileId: string, name = 'llms-full.txt'): Promise<void> {
  const file = name === 'llms-full.txt' ? undefined : name;
  saveTextFile(await signpostApi.downloadText(fileId, 'full', file), name);
}
