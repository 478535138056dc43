import { Link, useParams } from 'react-router-dom';
import { SongPage } from '../features/songs/detail/song-page';
import { paths } from '../paths';
import '../features/songs/songs.css';

/** /songs/{id}: a new song id starts a fresh page (state of the previous song is not reused). */
export function SongDetailPage() {
  const { id = '' } = useParams();
  return (
    <div className="cn-page">
      <Link to={paths.songs} className="lib-back">
        ← Song Library
      </Link>
      <SongPage key={id} id={id} />
    </div>
  );
}
