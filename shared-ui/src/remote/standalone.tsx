import '../theme/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useSearchParams } from 'react-router-dom';
import type { RemoteApp } from './remote-app';

type StandaloneProps = { remote: string; views: readonly string[]; App: RemoteApp };

/** Dev-only view switcher (?view=...) for running a remote without the shell. */
function StandaloneViews({ remote, views, App }: StandaloneProps) {
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

/**
 * Mounts a remote on its own page (`npm run serve` in the remote's folder). The shell never loads this: it is
 * a separate subpath so the exposed app does not pull in react-dom/client.
 */
export function mountStandalone(props: StandaloneProps): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneViews {...props} />
      </BrowserRouter>
    </StrictMode>,
  );
}
