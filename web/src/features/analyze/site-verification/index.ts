/* Proving control of a site, which its bare published address needs: the publish panel's one import. */
export { SiteVerification } from './SiteVerification.js';
