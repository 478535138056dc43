import { useState } from 'react';
import { TextField } from '@canticle/shared-ui/components';

type PasswordFieldProps = { value: string; onChange: (value: string) => void; disabled?: boolean };

/** The required Password input with a show/hide toggle. */
export function PasswordField({ value, onChange, disabled }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label="Password"
      name="password"
      type={visible ? 'text' : 'password'}
      placeholder="Enter password"
      autoComplete="current-password"
      required
      disabled={disabled}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      trailing={
        <button
          type="button"
          className="cn-icon-button"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
