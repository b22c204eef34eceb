import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The `?token=` of a page a mail links to, read once, then taken out of the address bar (and so
 * out of the history and of anything that copies the address). A second link opened while the
 * page shows replaces it. The page should also send no referrer.
 */
export function useTokenFromAddress(): string | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromAddress = searchParams.get('token') || null;
  const [token, setToken] = useState(fromAddress);
  if (fromAddress && fromAddress !== token) setToken(fromAddress);

  useEffect(() => {
    if (fromAddress) setSearchParams({}, { replace: true });
  }, [fromAddress, setSearchParams]);

  return token;
}
