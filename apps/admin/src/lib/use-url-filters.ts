import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * A list's filters as the URL holds them (`?key=value`, an unset one left out), so a reload or a
 * shared link shows the same list. `read` turns what the URL says into the filter's value ("" for
 * anything it does not accept); other parameters of the URL are left alone.
 */
export function useUrlFilters<K extends string>(keys: readonly K[], read: (key: K, value: string) => string) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, read(key, params.get(key) ?? "")])) as Record<K, string>;

  // One update for several fields: two functional updates in one tick would not see each other.
  const set = useCallback(
    (changes: Partial<Record<K, string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries<string | undefined>(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const clear = useCallback(
    () => set(Object.fromEntries(keys.map((key) => [key, ""])) as Record<K, string>),
    [keys, set],
  );

  return { values, isSet: Object.values<string>(values).some(Boolean), set, clear };
}

export type UrlFilters<K extends string> = ReturnType<typeof useUrlFilters<K>>;
