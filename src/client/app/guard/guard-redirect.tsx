import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { clearReturnUrl, saveReturnUrl } from './return-url';

interface GuardRedirectProps {
  to: string;
  storeReturnUrl?: string;
  consumeReturnUrl?: boolean;
}

/** Carries out a redirect of the guard; the return URL is touched here, never while rendering. */
export function GuardRedirect({ to, storeReturnUrl, consumeReturnUrl }: GuardRedirectProps) {
  const navigate = useNavigate();
  useEffect(() => {
    if (consumeReturnUrl) clearReturnUrl();
    if (storeReturnUrl) saveReturnUrl(storeReturnUrl);
    navigate(to, { replace: true });
  }, [navigate, to, storeReturnUrl, consumeReturnUrl]);
  return <LoadingSpinner label="Redirecting…" />;
}
