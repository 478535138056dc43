import { createRemoteApp } from '@canticle/shared-ui/remote';
import { BibleExplorerPage } from './views/bible-explorer-page';

/** Exposed as `mf_bible/app`: the shell renders `<App view="..." />` on each of this remote's routes. */
const { App, viewNames } = createRemoteApp('mf_bible', {
  bible: BibleExplorerPage,
});

export const VIEW_NAMES = viewNames;
export default App;
