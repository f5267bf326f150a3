import type { ValidateLlmsTxtRequest } from '@signpost/contracts';
import { useId, useState } from 'react';
import type { DragEvent, FormEvent } from 'react';
import { SubmitButton } from '../../components/SubmitButton.js';
import { readLlmsTxtFile } from './validator-file.js';
import './validator.css';

interface ValidatorTextFormProps {
  pending: boolean;
  /** Called on every edit of the text: a result belongs to the text it was made for. */
  onEdit(): void;
  onValidate(request: ValidateLlmsTxtRequest): void;
}

/**
 * The file's text, pasted, dropped or chosen, so a file can be checked before it is deployed (POST
 * /api/validate with `content`). Nothing is read from a site, so robots.txt is not asked about.
 */
export function ValidatorTextForm({ pending, onEdit, onValidate }: ValidatorTextFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const ready = text.trim() !== '';

  function edit(value: string) {
    setText(value);
    setProblem(null);
    onEdit();
  }

  async function load(file: File | undefined) {
    if (file === undefined) return;
    const read = await readLlmsTxtFile(file);
    if ('problem' in read) {
      setProblem(read.problem);
      return;
    }
    edit(read.text);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void load(event.dataTransfer.files[0]);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || pending) return;
    onValidate({ content: text, includeRobotsTxt: false });
  }

  const helpId = `${id}-help`;
  return (
    <form className="url-form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-text`} className="field__label">
        llms.txt text
      </label>
      <div
        className={`validator__drop${dragging ? ' validator__drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <textarea
          id={`${id}-text`}
          className="text-input validator__text"
          rows={10}
          spellCheck={false}
          placeholder={
            '# Your site\n\n> What it is, in a sentence.\n\n## Docs\n\n- [Start](https://example.com/start): first steps'
          }
          value={text}
          onChange={(event) => edit(event.target.value)}
          aria-describedby={helpId}
          aria-invalid={problem !== null}
        />
      </div>
      <div id={helpId} className="field__help">
        <p>Paste the file, drop it on the box, or choose it: check it before you deploy it.</p>
        {problem !== null && (
          <p className="validator__problem" role="alert">
            {problem}
          </p>
        )}
      </div>
      <label className="validator__file">
        <span className="button button--secondary">Choose a file…</span>
        <input
          type="file"
          className="visually-hidden"
          accept=".txt,.md,text/plain,text/markdown"
          onChange={(event) => {
            void load(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <SubmitButton pending={pending} disabled={!ready}>
        Validate File
      </SubmitButton>
    </form>
  );
}
