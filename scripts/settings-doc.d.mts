// Lets tests/workspace/settings-doc.test.ts render the settings page with types.
export const SETTINGS_DOC_PATH: string;

export function renderSettingsDoc(): Promise<string>;
