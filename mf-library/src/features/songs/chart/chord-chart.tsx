import { useMemo } from 'react';
import { parseSheet } from '@canticle/shared-ui/chords';
import { buildChart, type ChartRow, type ChordRename } from './chart-model';
import './chord-chart.css';

type Props = { lyrics: string; rename: ChordRename | null };

/**
 * The chord chart: chords over their syllables in a monospace that keeps the columns; on a narrow
 * screen a line wraps between words and each chord travels with its syllable.
 */
export function ChordChart({ lyrics, rename }: Props) {
  const sheet = useMemo(() => parseSheet(lyrics), [lyrics]);
  const sections = useMemo(() => buildChart(sheet, rename), [sheet, rename]);
  return (
    <div className="lib-chart">
      {sections.map((section, i) => (
        <section key={i} className="lib-chart__section" aria-label={section.title ?? undefined}>
          {section.title && <h3 className="lib-chart__section-title">{section.title}</h3>}
          {section.rows.map((row, j) => (
            <Row key={j} row={row} />
          ))}
        </section>
      ))}
    </div>
  );
}

function Row({ row }: { row: ChartRow }) {
  if (row.kind === 'blank') return <div className="lib-chart__blank" />;
  if (row.kind === 'lyric') return <div className="lib-chart__line lib-chart__line--lyric">{row.text}</div>;
  return (
    <div className={row.lyric ? 'lib-chart__line' : 'lib-chart__line lib-chart__line--chords-only'}>
      {row.units.map((unit, u) => (
        <span key={u} className="lib-chart__unit">
          {unit.map((piece, p) => (
            <span key={p} className="lib-chart__piece" style={row.lyric ? undefined : { minWidth: `${piece.text.length}ch` }}>
              <span className={piece.isChord ? 'lib-chart__chord' : 'lib-chart__chord lib-chart__chord--mark'}>
                {piece.chord}
              </span>
              {row.lyric && <span className="lib-chart__lyric">{piece.text}</span>}
            </span>
          ))}
        </span>
      ))}
    </div>
  );
}
