import { Link } from 'react-router-dom';
import { EmptyState, PageHeading } from '@canticle/shared-ui/components';
import { SongBrowser } from '../features/songs/list/song-browser';
import { paths } from '../paths';
import '../features/songs/songs.css';

export function OurSongsPage() {
  return (
    <div className="cn-page">
      <PageHeading
        title="Our Songs"
        subtitle={
          <>
            New songs are added on the <Link to={paths.otherSongs}>Other Songs</Link> page.
          </>
        }
      />
      <SongBrowser
        emptyLibrary={
          <EmptyState
            title="No Songs Found"
            description="Your library is empty. Add songs on the Other Songs page to see them here."
            action={
              <Link to={paths.otherSongs} className="cn-button cn-button--primary cn-button--md">
                Go to Other Songs
              </Link>
            }
          />
        }
      />
    </div>
  );
}
