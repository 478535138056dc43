import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, SelectField, Spinner, TextAreaField, TextField } from '@canticle/shared-ui/components';
import { EDITOR_GENRES, KEYS, TEMPO_MAX, TEMPO_MIN, TIME_SIGNATURES } from '@canticle/shared-ui/contracts';
import { toast } from '@canticle/shared-ui/toast';
import { SONG_TOASTS } from '../song-messages';
import {
  REQUIRED_FIELDS_MESSAGE,
  sameForm,
  type SongFormErrors,
  type SongFormField,
  type SongFormValues,
  validateSongForm,
} from './song-form';
import { TagsField } from './tags-field';
import './song-editor.css';

export type SongEditorProps = {
  initial: SongFormValues;
  submitLabel: string;
  /** Saves the song; resolves to field errors the server found (or nothing). */
  onSubmit: (values: SongFormValues) => Promise<SongFormErrors | void>;
  onCancel: () => void;
  /** Told whether the form differs from `initial`. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Shown above the buttons (e.g. the save conflict notice). */
  notice?: ReactNode;
};

const LYRICS_PLACEHOLDER = '[Verse 1]\nG              C        G\nAmazing grace, how sweet the sound';
const FIELD_ORDER: SongFormField[] = ['title', 'originalKey', 'tempo', 'lyrics'];

/** The song editor, for a new song and for editing one: every field, defaults G and 4/4, the spec's validation. */
export function SongEditor({ initial, submitLabel, onSubmit, onCancel, onDirtyChange, notice }: SongEditorProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SongFormErrors>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const dirty = !sameForm(values, initial);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const set = <F extends SongFormField>(field: F, value: SongFormValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const focusFirstError = (found: SongFormErrors) => {
    const field = FIELD_ORDER.find((f) => found[f]);
    if (field) form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const check = validateSongForm(values);
    if (Object.keys(check.errors).length > 0) {
      setErrors(check.errors);
      focusFirstError(check.errors);
      toast({
        title: check.missingRequired ? REQUIRED_FIELDS_MESSAGE : SONG_TOASTS.saveFailed,
        description: check.missingRequired ? undefined : check.errors.tempo,
        variant: 'destructive',
      });
      return;
    }
    setSaving(true);
    try {
      const serverErrors = (await onSubmit(values)) ?? {};
      setErrors(serverErrors);
      focusFirstError(serverErrors);
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    setValues(initial);
    setErrors({});
    onCancel();
  };

  const genreOptions = [{ value: '', label: 'No genre' }, ...EDITOR_GENRES.map(String)];
  if (values.genre && !genreOptions.includes(values.genre)) genreOptions.push(values.genre);
  const timeOptions: string[] = [...TIME_SIGNATURES];
  if (!timeOptions.includes(values.timeSignature)) timeOptions.push(values.timeSignature);

  return (
    <form ref={form} className="lib-editor" noValidate onSubmit={(e) => void submit(e)} aria-label="Song editor">
      <p className="cn-muted lib-editor__legend">Fields marked * are required.</p>
      <div className="lib-editor__grid">
        <TextField
          className="lib-editor__wide"
          label="Title *"
          name="title"
          required
          autoComplete="off"
          value={values.title}
          error={errors.title}
          onChange={(e) => set('title', e.target.value)}
        />
        <TextField
          className="lib-editor__wide"
          label="Artist"
          name="artist"
          autoComplete="off"
          value={values.artist}
          error={errors.artist}
          onChange={(e) => set('artist', e.target.value)}
        />
        <SelectField
          label="Original Key *"
          name="originalKey"
          required
          options={KEYS}
          value={values.originalKey}
          error={errors.originalKey}
          onChange={(e) => set('originalKey', e.target.value as SongFormValues['originalKey'])}
        />
        <TextField
          label="Tempo (BPM)"
          name="tempo"
          type="number"
          inputMode="numeric"
          min={TEMPO_MIN}
          max={TEMPO_MAX}
          step={1}
          placeholder={`${TEMPO_MIN}–${TEMPO_MAX}`}
          value={values.tempo}
          error={errors.tempo}
          onChange={(e) => set('tempo', e.target.value)}
        />
        <SelectField
          label="Time Signature"
          name="timeSignature"
          options={timeOptions}
          value={values.timeSignature}
          error={errors.timeSignature}
          onChange={(e) => set('timeSignature', e.target.value)}
        />
        <SelectField
          label="Genre"
          name="genre"
          options={genreOptions}
          value={values.genre}
          error={errors.genre}
          onChange={(e) => set('genre', e.target.value)}
        />
        <div className="lib-editor__wide">
          <TagsField tags={values.tags} onChange={(tags) => set('tags', tags)} />
        </div>
        <TextAreaField
          className="lib-editor__wide"
          label="Lyrics *"
          name="lyrics"
          required
          rows={16}
          wrap="off"
          spellCheck={false}
          placeholder={LYRICS_PLACEHOLDER}
          hint="Chords on their own line above the lyrics; section headers in square brackets, such as [Chorus]. Stored in the original key."
          value={values.lyrics}
          error={errors.lyrics}
          onChange={(e) => set('lyrics', e.target.value)}
        />
      </div>
      {notice}
      <div className="lib-editor__actions">
        <Button variant="secondary" onClick={cancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner size="sm" label="Saving" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
