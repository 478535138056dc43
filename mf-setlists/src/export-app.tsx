import type { ComponentType } from 'react';
import { SetlistDetailPage } from './views/setlist-detail-page';
import { SetlistsPage } from './views/setlists-page';
import { UnknownView } from './views/unknown-view';

const VIEWS: Record<string, ComponentType> = {
  setlists: SetlistsPage,
  'setlist-detail': SetlistDetailPage,
};

export const VIEW_NAMES = Object.keys(VIEWS);

/** Exposed as `mf_setlists/app`: the shell renders `<App view="..." />` on each of this remote's routes. */
export default function App({ view }: { view: string }) {
  const View = VIEWS[view];
  return <div data-remote="mf_setlists">{View ? <View /> : <UnknownView view={view} />}</div>;
}
