import { SelectField } from '@canticle/shared-ui/components';
import { capoChoices, type SpellingChoice } from './chord-view';
import { useDisplayOptions } from './display-options-store';

type Props = { soundingKey: string; capo: number; onCapoChange: (capo: number) => void };

const SPELLINGS: { value: SpellingChoice; label: string }[] = [
  { value: 'standard', label: 'As written (sharps)' },
  { value: 'key', label: 'By key (Bb in F)' },
];

/** Display options for this viewer only: they never change the stored song. */
export function ChartOptions({ soundingKey, capo, onCapoChange }: Props) {
  const { spelling, nashville, setSpelling, setNashville } = useDisplayOptions();
  const capoOptions = capoChoices(soundingKey).map(({ fret, open }) => ({
    value: String(fret),
    label: fret === 0 ? 'No capo' : `Capo ${fret}${open ? ' (open shapes)' : ''}`,
  }));
  return (
    <fieldset className="lib-chart-options">
      <legend className="cn-visually-hidden">Chord display (only on this device)</legend>
      <SelectField
        label="Chord spelling"
        options={SPELLINGS}
        value={spelling}
        disabled={nashville}
        onChange={(e) => setSpelling(e.target.value as SpellingChoice)}
      />
      <SelectField label="Capo" options={capoOptions} value={String(capo)} disabled={nashville} onChange={(e) => onCapoChange(Number(e.target.value))} />
      <label className="lib-check">
        <input type="checkbox" checked={nashville} onChange={(e) => setNashville(e.target.checked)} />
        Nashville numbers
      </label>
    </fieldset>
  );
}
