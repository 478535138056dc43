import { useState } from 'react';
import { SelectField } from '@canticle/shared-ui/components';
import { KEYS, type Key, type Song } from '@canticle/shared-ui/contracts';
import { SONG_TOASTS, toastFailure, toastSuccess, transposedDescription } from '../song-messages';
import { saveCurrentKey } from '../songs-api';

type Props = { song: Song; onSaved: (song: Song) => void };

/**
 * 'Transpose to': the 12 keys. Choosing one saves it as the song's current key for the whole team
 * (null when it is the original key); the stored chords stay in the original key.
 */
export function TransposePicker({ song, onSaved }: Props) {
  const [saving, setSaving] = useState(false);
  const current = song.currentKey ?? song.originalKey;
  const options = KEYS.map((key) => ({ value: key, label: key === song.originalKey ? `${key} (original)` : key }));

  const choose = async (key: Key) => {
    if (key === current) return;
    setSaving(true);
    try {
      const saved = await saveCurrentKey(song, key);
      onSaved(saved);
      toastSuccess(SONG_TOASTS.transposed, transposedDescription(current, key));
    } catch (error) {
      toastFailure(SONG_TOASTS.updateFailed, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SelectField
      className="lib-transpose"
      label="Transpose to:"
      options={options}
      value={current}
      disabled={saving}
      aria-busy={saving || undefined}
      hint={`Current: ${current}`}
      onChange={(e) => void choose(e.target.value as Key)}
    />
  );
}
