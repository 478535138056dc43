import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, EmptyState, PageHeading, Tabs } from '@canticle/shared-ui/components';
import { NewSongDialog } from '../features/songs/editor/new-song-dialog';
import { SongBrowser } from '../features/songs/list/song-browser';
import { useLibraryCount } from '../features/songs/list/use-library-count';
import { paths } from '../paths';
import '../features/songs/songs.css';

export function SongLibraryPage() {
  const [adding, setAdding] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const count = useLibraryCount(refresh);
  const changed = () => setRefresh((n) => n + 1);

  return (
    <div className="cn-page">
      <PageHeading title="Song Library" actions={<Button onClick={() => setAdding(true)}>Add New Song</Button>} />
      <Tabs
        label="Song Library sections"
        items={[
          {
            id: 'library',
            label: `Your Library (${count ?? '…'})`,
            content: (
              <SongBrowser
                refresh={refresh}
                onDeleted={changed}
                emptyLibrary={
                  <EmptyState
                    title="No songs yet"
                    description="Add your first song with Add New Song, or import songs on the Other Songs page."
                    action={<Button onClick={() => setAdding(true)}>Add New Song</Button>}
                  />
                }
              />
            ),
          },
          {
            id: 'opensong',
            label: 'OpenSong Database',
            content: (
              <EmptyState
                title="OpenSong search is coming"
                description="Searching the OpenSong database arrives with the OpenSong import. Until then, add songs with Add New Song or on the Other Songs page."
                action={
                  <Link to={paths.otherSongs} className="cn-button cn-button--secondary cn-button--md">
                    Go to Other Songs
                  </Link>
                }
              />
            ),
          },
        ]}
      />
      <NewSongDialog open={adding} onClose={() => setAdding(false)} onCreated={changed} />
    </div>
  );
}
