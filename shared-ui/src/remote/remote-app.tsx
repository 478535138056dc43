import type { ComponentType } from 'react';

/** Shown when the shell asks for a view a remote does not have (a routing mistake, not a user error). */
export function UnknownView({ remote, view }: { remote: string; view: string }) {
  return (
    <div className="cn-page">
      <p className="cn-muted" role="note">
        Unknown view "{view}" in {remote}.
      </p>
    </div>
  );
}

export type RemoteApp = ComponentType<{ view: string }>;

/**
 * The one module a remote exposes (`<remote>/app`): the shell renders `<App view="..." />` on each of the
 * remote's routes, and the view renders inside `[data-remote=<remote>]` so tests and styles can tell areas apart.
 */
export function createRemoteApp(remote: string, views: Record<string, ComponentType>): { App: RemoteApp; viewNames: string[] } {
  function App({ view }: { view: string }) {
    const View = views[view];
    return <div data-remote={remote}>{View ? <View /> : <UnknownView remote={remote} view={view} />}</div>;
  }
  App.displayName = `RemoteApp(${remote})`;
  return { App, viewNames: Object.keys(views) };
}
