/**
 * theme-common's React helpers (lib/utils/reactUtils.js), with useShallowMemoObject sorting keys
 * by code unit instead of `localeCompare`, whose first call on a page is a long task (see
 * plugins/no-collator). Everything else is the theme's own.
 */
import {useMemo} from 'react';

export * from '@jaqpot/theme-react-utils';

/** The same object as at the previous render while its keys and values are the same. */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj);
  deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // eslint-disable-next-line react-hooks/use-memo, react-hooks/exhaustive-deps -- the theme's hook: the object's entries are the dependencies
  return useMemo(() => obj, deps.flat());
}
