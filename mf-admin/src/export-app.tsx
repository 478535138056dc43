import { createRemoteApp } from '@canticle/shared-ui/remote';
import { AdminPanelPage } from './views/admin-panel-page';

/** Exposed as `mf_admin/app`: the shell renders `<App view="..." />` on each of this remote's routes. */
const { App, viewNames } = createRemoteApp('mf_admin', {
  admin: AdminPanelPage,
});

export const VIEW_NAMES = viewNames;
export default App;
