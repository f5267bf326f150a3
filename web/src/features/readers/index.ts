export { SiteReadersPanel } from './SiteReadersPanel.js';
