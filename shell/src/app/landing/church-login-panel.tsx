import { Button } from '@canticle/shared-ui/components';
import { serverPaths } from '../paths';

/** External identity sign-in: a full browser navigation to the API's login route. */
export function ChurchLoginPanel() {
  return (
    <div className="cn-stack">
      <p className="cn-muted">Use the account your church provides to sign in.</p>
      <Button size="lg" onClick={() => window.location.assign(serverPaths.externalLogin)}>
        Sign in with your church account
      </Button>
    </div>
  );
}
