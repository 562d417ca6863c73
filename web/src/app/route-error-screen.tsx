import { useRouteError } from 'react-router';
import { AppErrorBoundary } from './error-boundary';

/** Throws the route's error (a screen's chunk failed to load, a loader failed) into the boundary. */
function RethrowRouteError(): never {
  throw useRouteError();
}

/** A route error shows the same error screen as a render error (spec 2.8). */
export function RouteErrorScreen() {
  return (
    <AppErrorBoundary>
      <RethrowRouteError />
    </AppErrorBoundary>
  );
}
