/** A chosen file's preview: an object URL for it while it is chosen, revoked when it changes or goes. */
import { useEffect, useState } from 'react';

/** The URL of `file`, or null without one (or where the browser makes none: jsdom). */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
