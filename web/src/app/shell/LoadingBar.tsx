import { useIsFetching, useIsMutating } from '@tanstack/react-query';

export interface LoadingBarProps {
  /** Forces the bar on for work that is not a query, such as the session check at load. */
  active?: boolean;
}

/**
 * The thin #42a5f5 bar of spec §2.3, without a spinner. It follows what a person waits for:
 * queries with nothing to show yet and every save. Refetches of data already on screen (socket
 * invalidations) and queries marked `meta.quiet` (search-as-you-type, spec §7) stay silent.
 */
export function LoadingBar({ active = false }: LoadingBarProps) {
  const loading = useIsFetching({
    predicate: (query) => query.state.data === undefined && query.meta?.quiet !== true,
  });
  const saving = useIsMutating();
  if (!active && loading === 0 && saving === 0) return null;
  return <div className="db-loading-bar" role="progressbar" aria-label="Loading" />;
}
