import type { ReactNode } from 'react';

export type EmptyStateProps = { title: ReactNode; description?: ReactNode; action?: ReactNode };

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className="cn-empty-state">
      <p className="cn-empty-state__title">{title}</p>
      {description && <p className="cn-empty-state__description">{description}</p>}
      {action && <div className="cn-empty-state__action">{action}</div>}
    </div>
  );
}
