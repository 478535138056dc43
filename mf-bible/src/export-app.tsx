import type { ComponentType } from 'react';
import { BibleExplorerPage } from './views/bible-explorer-page';
import { UnknownView } from './views/unknown-view';

const VIEWS: Record<string, ComponentType> = {
  bible: BibleExplorerPage,
};

export const VIEW_NAMES = Object.keys(VIEWS);

/** Exposed as `mf_bible/app`: the shell renders `<App view="..." />` on each of this remote's routes. */
export default function App({ view }: { view: string }) {
  const View = VIEWS[view];
  return <div data-remote="mf_bible">{View ? <View /> : <UnknownView view={view} />}</div>;
}
