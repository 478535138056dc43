import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';

type StandaloneViewsProps = { remote: string; views: readonly string[]; App: ComponentType<{ view: string }> };

/** Dev-only view switcher (?view=...) for running this remote without the shell. */
export function StandaloneViews({ remote, views, App }: StandaloneViewsProps) {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') ?? views[0] ?? '';
  return (
    <>
      <nav aria-label={`${remote} views`} className="cn-row" style={{ padding: '0.5rem 1rem', gap: '0.5rem', flexWrap: 'wrap' }}>
        <strong>{remote}</strong>
        {views.map((name) => (
          <button
            key={name}
            type="button"
            className={`cn-button cn-button--sm ${name === view ? 'cn-button--primary' : 'cn-button--ghost'}`}
            aria-pressed={name === view}
            onClick={() => setParams({ view: name })}
          >
            {name}
          </button>
        ))}
      </nav>
      <App view={view} />
    </>
  );
}
