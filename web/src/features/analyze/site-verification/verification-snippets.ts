import { SITE_VERIFICATION_FILE_PATH, SITE_VERIFICATION_META_NAME } from '@signpost/contracts';

/** One way to serve the token on the site: where it goes, and the text itself. */
export interface VerificationSnippet {
  id: 'meta' | 'file';
  label: string;
  where: string;
  code: string;
}

/** The two ways an owner proves control of a site; either is enough. */
export function verificationSnippets(token: string): VerificationSnippet[] {
  return [
    {
      id: 'meta',
      label: 'A meta tag',
      where: 'in the <head> of the site’s home page',
      code: `<meta name="${SITE_VERIFICATION_META_NAME}" content="${token}">`,
    },
    {
      id: 'file',
      label: 'Or a file',
      where: `served at ${SITE_VERIFICATION_FILE_PATH}, holding the token on a line of its own`,
      code: token,
    },
  ];
}
