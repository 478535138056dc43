import { createRemoteApp } from '@canticle/shared-ui/remote';
import { ExternalSongPage } from './views/external-song-page';
import { OtherSongsPage } from './views/other-songs-page';
import { OurSongsPage } from './views/our-songs-page';
import { SongDetailPage } from './views/song-detail-page';
import { SongLibraryPage } from './views/song-library-page';

/** Exposed as `mf_library/app`: the shell renders `<App view="..." />` on each songs route. */
const { App, viewNames } = createRemoteApp('mf_library', {
  'song-library': SongLibraryPage,
  'our-songs': OurSongsPage,
  'other-songs': OtherSongsPage,
  'song-detail': SongDetailPage,
  'external-song': ExternalSongPage,
});

export const VIEW_NAMES = viewNames;
export default App;
