import { useEffect } from 'react';

/** The app's name, last in every document title (and the title of a page that has not named itself). */
export const appName = 'Dealbook';

/**
 * Names the browser tab and history entry after the page (issue 33): the most specific part first,
 * so a tab strip shows what differs, e.g. `useDocumentTitle('Acme Ltd', 'Companies')` →
 * "Acme Ltd · Companies · Dealbook". Empty parts (a record still loading) are left out.
 */
export function useDocumentTitle(...parts: (string | undefined)[]): void {
  const title = [...parts.filter((part) => part !== undefined && part.trim() !== ''), appName].join(' · ');
  useEffect(() => {
    document.title = title;
    // Leaving the page: a next page that names nothing must not go on wearing this one's name.
    return () => {
      document.title = appName;
    };
  }, [title]);
}
