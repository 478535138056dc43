import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@canticle/shared-ui/toast';

const NOTICE_PARAM = 'notice';
const EXTERNAL_LOGIN_UNAVAILABLE = 'external-login-unavailable';

/** The API sends `?notice=external-login-unavailable` back from /api/login until church sign-in is set up. */
export function useExternalLoginNotice() {
  const [params, setParams] = useSearchParams();
  const notice = params.get(NOTICE_PARAM);
  useEffect(() => {
    if (notice !== EXTERNAL_LOGIN_UNAVAILABLE) return;
    toast({
      title: 'Church sign-in unavailable',
      description: 'External sign-in is not configured yet. Please use your Family Account.',
      variant: 'destructive',
    });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NOTICE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [notice, setParams]);
}
