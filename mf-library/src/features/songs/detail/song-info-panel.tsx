import { useId } from 'react';
import type { Song } from '@canticle/shared-ui/contracts';

/** Song information: keys, tempo, time signature, genre and tags. */
export function SongInfoPanel({ song }: { song: Song }) {
  const headingId = useId();
  const rows: [string, string][] = [
    ['Original key', song.originalKey],
    ['Current key', song.currentKey ?? `${song.originalKey} (original)`],
    ['Tempo', song.tempo === null ? 'Not set' : `${song.tempo} BPM`],
    ['Time signature', song.timeSignature],
    ['Genre', song.genre ?? 'Not set'],
  ];
  return (
    <aside className="cn-card lib-info" aria-labelledby={headingId}>
      <h2 id={headingId} className="lib-info__title">
        Song Information
      </h2>
      <dl className="lib-info__list">
        {rows.map(([term, value]) => (
          <div key={term} className="lib-info__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="lib-info__row lib-info__row--tags">
          <dt>Tags</dt>
          <dd>
            {song.tags.length === 0 ? (
              'None'
            ) : (
              <ul className="lib-tags" aria-label="Tags">
                {song.tags.map((tag) => (
                  <li key={tag} className="lib-tag">
                    {tag}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </aside>
  );
}
