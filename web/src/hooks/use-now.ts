import { useEffect, useState } from 'react';

/** The time, refreshed every `intervalMs`: enough for texts counted in minutes, like the time left to pay. */
export function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);

  return now;
}
