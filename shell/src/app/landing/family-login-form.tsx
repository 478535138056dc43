import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, TextField } from '@canticle/shared-ui/components';
import { toast } from '@canticle/shared-ui/toast';
import { useAuthStore } from '../auth/auth-store';
import { paths } from '../paths';
import { PasswordField } from './password-field';
import { signIn } from './sign-in';

/** Username + password sign-in; on success reloads the user and opens the dashboard. */
export function FamilyLoginForm() {
  const navigate = useNavigate();
  const reloadUser = useAuthStore((state) => state.reload);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLoading(true);
    const result = await signIn({ email: username.trim(), password });
    if (!result.ok) {
      setLoading(false);
      toast({ title: result.title, description: result.description, variant: 'destructive' });
      return;
    }
    await reloadUser();
    navigate(paths.dashboard.href(), { replace: true });
  };

  return (
    <form className="cn-stack cn-login__form" onSubmit={onSubmit}>
      <p className="cn-muted">Access your existing setlists and songs</p>
      <TextField
        label="Username"
        name="username"
        placeholder="Enter username"
        autoComplete="username"
        required
        disabled={loading}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <PasswordField value={password} onChange={setPassword} disabled={loading} />
      <Button type="submit" size="lg" disabled={loading}>
        {loading ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
