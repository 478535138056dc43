import type { ComponentType } from 'react';
import { AdminPanelPage } from './views/admin-panel-page';
import { UnknownView } from './views/unknown-view';

const VIEWS: Record<string, ComponentType> = {
  admin: AdminPanelPage,
};

export const VIEW_NAMES = Object.keys(VIEWS);

/** Exposed as `mf_admin/app`: the shell renders `<App view="..." />` on each of this remote's routes. */
export default function App({ view }: { view: string }) {
  const View = VIEWS[view];
  return <div data-remote="mf_admin">{View ? <View /> : <UnknownView view={view} />}</div>;
}
