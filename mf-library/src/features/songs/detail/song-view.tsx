import { useId, useMemo, useState } from 'react';
import { Button, PageHeading } from '@canticle/shared-ui/components';
import type { Song } from '@canticle/shared-ui/contracts';
import { ChartOptions } from '../chart/chart-options';
import { ChordChart } from '../chart/chord-chart';
import { chordView } from '../chart/chord-view';
import { useDisplayOptions } from '../chart/display-options-store';
import { SongInfoPanel } from './song-info-panel';
import { TransposePicker } from './transpose-picker';

type Props = { song: Song; onSongChange: (song: Song) => void; onEdit: () => void; onDelete: () => void };

/** View mode of a song page: title, artist, the transpose-to picker, display options, the chart and the information panel. */
export function SongView({ song, onSongChange, onEdit, onDelete }: Props) {
  const chartHeadingId = useId();
  const { spelling, nashville } = useDisplayOptions();
  const [capo, setCapo] = useState(0);
  const view = useMemo(
    () => chordView(song.originalKey, song.currentKey, { spelling, capo, nashville }),
    [song.originalKey, song.currentKey, spelling, capo, nashville],
  );

  return (
    <>
      <PageHeading
        title={song.title}
        subtitle={song.artist ?? undefined}
        actions={
          <div className="cn-row">
            <Button variant="secondary" onClick={onEdit}>
              Edit Song
            </Button>
            <Button variant="destructive" onClick={onDelete}>
              Delete
            </Button>
          </div>
        }
      />
      <div className="lib-detail">
        <div className="lib-detail__main">
          <div className="cn-card lib-detail__toolbar">
            <TransposePicker song={song} onSaved={onSongChange} />
            <ChartOptions soundingKey={song.currentKey ?? song.originalKey} capo={capo} onCapoChange={setCapo} />
          </div>
          <section className="cn-card lib-detail__chart" aria-labelledby={chartHeadingId}>
            <h2 id={chartHeadingId} className="lib-detail__chart-title">
              Chords{nashville ? ' (Nashville numbers)' : ` in ${view.soundingKey}`}
            </h2>
            {view.shapeKey && !nashville && (
              <p className="lib-capo-note" role="note">
                Capo {capo}: play {view.shapeKey} shapes, sounds in {view.soundingKey}.
              </p>
            )}
            <ChordChart lyrics={song.lyrics} rename={view.rename} />
          </section>
        </div>
        <SongInfoPanel song={song} />
      </div>
    </>
  );
}
