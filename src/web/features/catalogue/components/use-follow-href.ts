/**
 * For a link whose address an island keeps up to date (the search it carries): React Router's Link would go to the
 * `to` it was rendered with, so a plain click goes, in the app, to the address the link holds now. Any other click (a
 * new tab, a download) is the browser's, which reads that same address.
 */
import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

export function useFollowHref(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event) => {
      if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const href = event.currentTarget.getAttribute('href');
      if (!href) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}
