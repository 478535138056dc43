import { createRemoteApp } from '@canticle/shared-ui/remote';
import { MusiciansPage } from './views/musicians-page';
import { SingersPage } from './views/singers-page';

/** Exposed as `mf_performance/app`: the shell renders `<App view="..." />` on each of this remote's routes. */
const { App, viewNames } = createRemoteApp('mf_performance', {
  singers: SingersPage,
  musicians: MusiciansPage,
});

export const VIEW_NAMES = viewNames;
export default App;
