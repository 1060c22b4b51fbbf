import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@portal/shared/languages';
import './pressed.css';

/**
 * Which of the six languages a preview shows: members read their own, so the operator checks
 * each. A section with buttons of its own look gives its `className`; a button's test id is `testId-code`.
 */
export function PreviewLanguagePicker({
  value,
  onChange,
  label,
  className = 'admin-pressed admin-pressed--small',
  testId,
}: {
  value: Language;
  onChange: (next: Language) => void;
  label: string;
  className?: string;
  testId: string;
}) {
  return (
    <div className={className} role="group" aria-label={label}>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          aria-pressed={code === value}
          title={LANGUAGE_NAMES[code]}
          onClick={() => onChange(code)}
          data-testid={`${testId}-${code}`}
        >
          {code}
        </button>
      ))}
    </div>
  );
}
