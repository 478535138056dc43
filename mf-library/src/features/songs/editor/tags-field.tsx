import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@canticle/shared-ui/components';
import { addTag, removeTag } from './song-form';

type Props = { tags: string[]; onChange: (tags: string[]) => void };

/** Tags: typed, added on Enter or the plus button (trimmed, no duplicates), each removable. */
export function TagsField({ tags, onChange }: Props) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState('');

  const add = () => {
    const result = addTag(tags, draft);
    if (result.added) {
      onChange(result.tags);
      setDraft('');
      setNotice('');
    } else if (result.reason === 'duplicate') {
      setNotice(`"${draft.trim()}" is already a tag`);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds the tag; it must not submit the form
    add();
  };

  return (
    <div className="cn-field lib-tags-field">
      <label className="cn-field__label" htmlFor={inputId}>
        Tags
      </label>
      <div className="lib-tags-field__entry">
        <input
          id={inputId}
          className="cn-input"
          value={draft}
          placeholder="Add a tag and press Enter"
          aria-describedby={`${inputId}-notice`}
          onChange={(e) => {
            setDraft(e.target.value);
            setNotice('');
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" aria-label="Add tag" onClick={add} disabled={!draft.trim()}>
          +
        </Button>
      </div>
      <p id={`${inputId}-notice`} className="cn-field__message" aria-live="polite">
        {notice}
      </p>
      {tags.length > 0 && (
        <ul className="lib-tags" aria-label="Tags of this song">
          {tags.map((tag) => (
            <li key={tag} className="lib-tag lib-tag--removable">
              {tag}
              <button
                type="button"
                className="lib-tag__remove"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(removeTag(tags, tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
