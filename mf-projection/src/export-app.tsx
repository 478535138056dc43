import type { ComponentType } from 'react';
import { ExternalProjectionPage } from './views/external-projection-page';
import { ProjectionControlPage } from './views/projection-control-page';
import { ProjectionDisplayPage } from './views/projection-display-page';
import { UnknownView } from './views/unknown-view';

const VIEWS: Record<string, ComponentType> = {
  'projection-control': ProjectionControlPage,
  'projection-display': ProjectionDisplayPage,
  'external-projection': ExternalProjectionPage,
};

export const VIEW_NAMES = Object.keys(VIEWS);

/** Exposed as `mf_projection/app`: the shell renders `<App view="..." />` on each of this remote's routes. */
export default function App({ view }: { view: string }) {
  const View = VIEWS[view];
  return <div data-remote="mf_projection">{View ? <View /> : <UnknownView view={view} />}</div>;
}
