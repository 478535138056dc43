import { createRemoteApp } from '@canticle/shared-ui/remote';
import { SetlistDetailPage } from './views/setlist-detail-page';
import { SetlistsPage } from './views/setlists-page';

/** Exposed as `mf_setlists/app`: the shell renders `<App view="..." />` on each of this remote's routes. */
const { App, viewNames } = createRemoteApp('mf_setlists', {
  setlists: SetlistsPage,
  'setlist-detail': SetlistDetailPage,
});

export const VIEW_NAMES = viewNames;
export default App;
