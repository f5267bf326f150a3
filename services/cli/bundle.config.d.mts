/** Where the GitHub Action's bundle is committed. */
export const ACTION_BUNDLE: string;
/** The CLI's bundle and its package manifest in `folder`, ready for `npm pack`. */
export function stageCliPackage(folder: string): Promise<void>;
/** Packs the CLI into `destination` and answers the tarball's path. */
export function packCli(destination: string): Promise<string>;
/** The Action's bundle: written in place, or answered as text when `write` is false. */
export function buildAction(options: { write: boolean }): Promise<string>;
