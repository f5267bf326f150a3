export { LanguagePicker } from './LanguagePicker.js';
export { findLanguage, languageName, placementSentence } from './language-name.js';
