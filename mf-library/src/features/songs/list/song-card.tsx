import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@canticle/shared-ui/components';
import type { SongSummary } from '@canticle/shared-ui/contracts';
import { paths } from '../../../paths';
import { tagPreview } from './song-filters';

type Props = { song: SongSummary; onDelete: (song: SongSummary) => void };

/** A song in a list: title, artist, key, the first two tags and '+N', and View / Edit / Delete. */
export function SongCard({ song, onDelete }: Props) {
  const titleId = useId();
  const { shown, more } = tagPreview(song.tags);
  const hidden = song.tags.slice(shown.length);
  return (
    <article className="cn-card lib-song-card" aria-labelledby={titleId}>
      <div className="lib-song-card__main">
        <h2 id={titleId} className="lib-song-card__title">
          {song.title}
        </h2>
        <p className="lib-song-card__artist">{song.artist ?? 'Unknown artist'}</p>
        <p className="lib-song-card__meta">
          <span className="lib-badge lib-badge--key">Key {song.originalKey}</span>
          {song.currentKey && song.currentKey !== song.originalKey && (
            <span className="lib-badge">Plays in {song.currentKey}</span>
          )}
          {song.genre && <span className="lib-badge lib-badge--muted">{song.genre}</span>}
        </p>
        {song.tags.length > 0 && (
          <ul className="lib-tags" aria-label="Tags">
            {shown.map((tag) => (
              <li key={tag} className="lib-tag">
                {tag}
              </li>
            ))}
            {more > 0 && (
              <li className="lib-tag lib-tag--more" title={`More tags: ${hidden.join(', ')}`}>
                +{more}
              </li>
            )}
          </ul>
        )}
      </div>
      <div className="lib-song-card__actions">
        <Link to={paths.songDetail(song.id)} className="cn-button cn-button--secondary cn-button--sm" aria-label={`View ${song.title}`}>
          View
        </Link>
        <Link to={paths.songEdit(song.id)} className="cn-button cn-button--ghost cn-button--sm" aria-label={`Edit ${song.title}`}>
          Edit
        </Link>
        <Button variant="ghost" size="sm" className="lib-danger-text" aria-label={`Delete ${song.title}`} onClick={() => onDelete(song)}>
          Delete
        </Button>
      </div>
    </article>
  );
}
