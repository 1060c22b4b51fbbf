import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  /** Drawn inside the illustration; a neutral box when absent. */
  icon?: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  className?: string;
}

/** What a list or page shows while it has nothing to show: an illustration, a title and a way on. */
export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div className={className ? `empty-state ${className}` : 'empty-state'} role="status">
      <div className="empty-state__art" aria-hidden="true">
        <svg className="empty-state__halo" viewBox="0 0 160 120" width="160" height="120">
          <ellipse cx="80" cy="104" rx="54" ry="8" className="empty-state__shadow" />
          <circle cx="80" cy="56" r="44" className="empty-state__disc" />
          <circle cx="80" cy="56" r="44" className="empty-state__ring" />
          <path d="M24 30l4 4m0-4l-4 4" className="empty-state__spark" />
          <path d="M134 22l5 5m0-5l-5 5" className="empty-state__spark" />
          <circle cx="140" cy="70" r="3" className="empty-state__dot" />
          <circle cx="18" cy="78" r="2.5" className="empty-state__dot" />
        </svg>
        <span className="empty-state__icon">{icon ?? <EmptyBoxIcon />}</span>
      </div>
      <p className="empty-state__title">{title}</p>
      {description ? <p className="empty-state__description">{description}</p> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}

function EmptyBoxIcon() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" fill="none">
      <path d="M8 18l16-8 16 8-16 8-16-8z" className="empty-state__fill-soft" />
      <path
        d="M8 18v14l16 8 16-8V18M24 26v14M8 18l16-8 16 8-16 8-16-8z"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <path d="M16 14l16 8" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" opacity=".55" />
    </svg>
  );
}
