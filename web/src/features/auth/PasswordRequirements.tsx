import { PASSWORD_RULES } from '@signpost/contracts';

interface PasswordRequirementsProps {
  id: string;
  /** The requirements the password misses, as the deciding check words them. */
  problems: readonly string[];
}

/**
 * The live requirement list. A problem that is not one of the shared rules (a stricter server) is
 * listed after them, so the list never claims a password passes that the server refused.
 */
export function PasswordRequirements({ id, problems }: PasswordRequirementsProps) {
  const ruleLabels: readonly string[] = PASSWORD_RULES.map((rule) => rule.label);
  const extra = problems.filter((problem) => !ruleLabels.includes(problem));
  return (
    <div className="auth-requirements">
      <p id={`${id}-title`} className="auth-requirements__title">
        Password requirements
      </p>
      <ul id={id} aria-labelledby={`${id}-title`}>
        {ruleLabels.map((label) => (
          <Requirement key={label} label={label} met={!problems.includes(label)} />
        ))}
        {extra.map((problem) => (
          <Requirement key={problem} label={problem} met={false} />
        ))}
      </ul>
    </div>
  );
}

function Requirement({ label, met }: { label: string; met: boolean }) {
  return (
    <li className={met ? 'auth-requirement auth-requirement--met' : 'auth-requirement'}>
      <span aria-hidden="true">{met ? '✓' : '○'}</span> {label}
      <span className="visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
    </li>
  );
}
