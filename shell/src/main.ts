// The async boundary: nothing that touches a shared module (react, shared-ui, ...) may run before
// import('./bootstrap'), or the page blanks with #RUNTIME-006. Only start fetching the remote map meanwhile.
import { startRemoteRegistry } from './federation/remote-registry';

// A failure here is shown by the RemoteView that needs a remote (with a Retry), not at start-up.
startRemoteRegistry().catch(() => undefined);
void import('./bootstrap');
