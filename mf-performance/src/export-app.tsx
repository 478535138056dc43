import type { ComponentType } from 'react';
import { MusiciansPage } from './views/musicians-page';
import { SingersPage } from './views/singers-page';
import { UnknownView } from './views/unknown-view';

const VIEWS: Record<string, ComponentType> = {
  singers: SingersPage,
  musicians: MusiciansPage,
};

export const VIEW_NAMES = Object.keys(VIEWS);

/** Exposed as `mf_performance/app`: the shell renders `<App view="..." />` on each of this remote's routes. */
export default function App({ view }: { view: string }) {
  const View = VIEWS[view];
  return <div data-remote="mf_performance">{View ? <View /> : <UnknownView view={view} />}</div>;
}
