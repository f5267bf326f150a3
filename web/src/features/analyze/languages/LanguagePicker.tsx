import type { SiteLanguage } from '@signpost/contracts';
import { languageName, placementSentence } from './language-name.js';
import './languages.css';

const PICKER_ID = 'review-language';

/** The language the llms.txt is written for, on a site whose pages come in several. */
export function LanguagePicker({
  languages,
  value,
  onChange,
}: {
  languages: readonly SiteLanguage[];
  value: string;
  onChange: (language: string) => void;
}) {
  const chosen = languages.find((language) => language.tag === value) ?? languages[0];
  const isDefault = chosen === languages[0];
  return (
    <div className="language-picker">
      <label className="language-picker__label" htmlFor={PICKER_ID}>
        Language of the file
      </label>
      <select
        id={PICKER_ID}
        className="language-picker__select"
        value={chosen?.tag}
        aria-describedby={`${PICKER_ID}-hint`}
        onChange={(event) => onChange(event.target.value)}
      >
        {languages.map((language, index) => (
          <option key={language.tag} value={language.tag}>
            {languageName(language.tag)}
            {index === 0 ? ' (the site’s default)' : ''}: {language.pages}{' '}
            {language.pages === 1 ? 'page' : 'pages'}
          </option>
        ))}
      </select>
      <p className="language-picker__hint" id={`${PICKER_ID}-hint`}>
        {chosen === undefined || isDefault
          ? 'Translations are left out of this file; each language can have its own.'
          : placementSentence(chosen)}
      </p>
    </div>
  );
}
