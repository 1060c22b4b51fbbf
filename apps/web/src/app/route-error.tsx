import { useRouteError } from 'react-router';
import { isChunkLoadError } from './lazy-page';

export function RouteError() {
  const error = useRouteError();
  return <div role="alert">{isChunkLoadError(error) ? 'chunk' : 'error'}</div>;
}
