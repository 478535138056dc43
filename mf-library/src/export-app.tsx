import type { ComponentType } from 'react';
import { ExternalSongPage } from './views/external-song-page';
import { OtherSongsPage } from './views/other-songs-page';
import { OurSongsPage } from './views/our-songs-page';
import { SongDetailPage } from './views/song-detail-page';
import { SongLibraryPage } from './views/song-library-page';
import { UnknownView } from './views/unknown-view';

const VIEWS: Record<string, ComponentType> = {
  'song-library': SongLibraryPage,
  'our-songs': OurSongsPage,
  'other-songs': OtherSongsPage,
  'song-detail': SongDetailPage,
  'external-song': ExternalSongPage,
};

export const VIEW_NAMES = Object.keys(VIEWS);

/** Exposed as `mf_library/app`: the shell renders `<App view="..." />` on each songs route. */
export default function App({ view }: { view: string }) {
  const View = VIEWS[view];
  return <div data-remote="mf_library">{View ? <View /> : <UnknownView view={view} />}</div>;
}
