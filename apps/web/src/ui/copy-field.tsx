import { useState } from 'react';
import { Button } from './button';
import { CopyIcon } from './icons';
import './copy-field.css';

/** A value (a code, a link) with a copy button that says it copied for a moment. */
export function CopyField({
  label,
  value,
  testId,
  copyText,
  copiedText,
}: {
  label: string;
  value: string;
  testId: string;
  /** The button's words, in the caller's namespace. */
  copyText: string;
  copiedText: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="copy-field">
      <span className="copy-field__label">{label}</span>
      <div className="copy-field__box">
        <code className="copy-field__value" data-testid={testId}>
          {value}
        </code>
        <Button
          size="sm"
          icon={<CopyIcon size={16} />}
          data-testid={`${testId}-copy`}
          onClick={() =>
            void navigator.clipboard?.writeText(value).then(() => {
              setCopied(true);
              window.setTimeout(() => setCopied(false), 1500);
            })
          }
        >
          {copied ? copiedText : copyText}
        </Button>
      </div>
    </div>
  );
}
