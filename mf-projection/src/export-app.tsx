import { createRemoteApp } from '@canticle/shared-ui/remote';
import { ExternalProjectionPage } from './views/external-projection-page';
import { ProjectionControlPage } from './views/projection-control-page';
import { ProjectionDisplayPage } from './views/projection-display-page';

/** Exposed as `mf_projection/app`: the shell renders `<App view="..." />` on each of this remote's routes. */
const { App, viewNames } = createRemoteApp('mf_projection', {
  'projection-control': ProjectionControlPage,
  'projection-display': ProjectionDisplayPage,
  'external-projection': ExternalProjectionPage,
});

export const VIEW_NAMES = viewNames;
export default App;
