import type { ComponentType, ReactNode } from 'react';
import type { IconProps } from '../../../ui/icons';
import '../../../ui/patterns.css';

interface SecurityCardProps {
  Icon: ComponentType<IconProps>;
  title: string;
  /** The current state in a few words: a masked number, "on", "not bound". */
  status?: ReactNode;
  /** The button that opens the card's form, or a short action. */
  action?: ReactNode;
  testId: string;
  children?: ReactNode;
}

/** One item of the security center: icon, title and state on a row, its form underneath when open. */
export function SecurityCard({ Icon, title, status, action, testId, children }: SecurityCardProps) {
  return (
    <section className="security-card surface-card" data-testid={testId}>
      <div className="security-card__row">
        <span className="security-card__icon" aria-hidden="true">
          <Icon size={20} />
        </span>
        <div className="security-card__text">
          <h4 className="security-card__title">{title}</h4>
          {status ? <div className="security-card__status">{status}</div> : null}
        </div>
        {action ? <div className="security-card__action">{action}</div> : null}
      </div>
      {children ? <div className="security-card__body">{children}</div> : null}
    </section>
  );
}

/** A one-line result under a card ("e-mail bound"), announced to screen readers. */
export function SuccessNote({ message, testId }: { message: string | null; testId: string }) {
  if (!message) return null;
  return (
    <p className="security-note" role="status" data-testid={testId}>
      {message}
    </p>
  );
}
