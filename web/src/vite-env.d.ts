/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPPORT_EMAIL?: string;
  /** Tag manager container id; without it no analytics script is ever loaded. */
  readonly VITE_GTM_ID?: string;
  /** The same, under the name the gateway reads (its Content-Security-Policy admits Tag Manager by it). */
  readonly GTM_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
