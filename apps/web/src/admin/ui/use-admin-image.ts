import { useEffect, useState } from 'react';
import { adminImageUrl } from '../lib/admin-api';

/**
 * An image the API serves behind the operator token (a proof, a feedback's picture), fetched as a
 * blob and released when the component goes or asks for another: null while it loads, then its
 * object address, or a null `url` when it could not be read.
 */
export function useAdminImage(path: string): { url: string | null } | null {
  const [state, setState] = useState<{ path: string; url: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    adminImageUrl(path)
      .then((url) => {
        if (live) {
          made = url;
          setState({ path, url });
        } else URL.revokeObjectURL(url);
      })
      .catch(() => live && setState({ path, url: null }));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [path]);
  return state?.path === path ? state : null;
}
