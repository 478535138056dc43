import { useState } from 'react';
import { Button, ConfirmDialog } from '@canticle/shared-ui/components';
import { serverPaths } from '../paths';

/** 'Logout' asks first; confirming is a full browser navigation so the server can end the session. */
export function LogoutButton() {
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
        Logout
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Logout"
        description="Are you sure you want to logout?"
        cancelLabel="Cancel"
        confirmLabel="Logout"
        destructive
        busy={leaving}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setLeaving(true);
          window.location.href = serverPaths.logout;
        }}
      />
    </>
  );
}
