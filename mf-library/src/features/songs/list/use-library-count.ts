import { useEffect, useState } from 'react';
import { isAbort } from '../song-messages';
import { listSongs } from '../songs-api';

/** How many songs the library holds (the 'Your Library (count)' tab); null until known. */
export function useLibraryCount(refresh = 0): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    listSongs({ limit: 1 }, controller.signal).then(
      (page) => setCount(page.total),
      (error: unknown) => !isAbort(error) && setCount(null),
    );
    return () => controller.abort();
  }, [refresh]);
  return count;
}
