import { useEffect, useState } from 'react';

const left = (deadline: number) => Math.max(0, deadline - Date.now());

/** Milliseconds left until `deadline` (a time in ms since 1970), each second; stops at zero. */
export function useCountdown(deadline: number) {
  const [counted, setCounted] = useState(() => ({ deadline, remaining: left(deadline) }));
  // A new deadline (the real deal, once loaded) is counted in the same render: never a page
  // with the new deal and the old deadline's time left.
  if (counted.deadline !== deadline) setCounted({ deadline, remaining: left(deadline) });

  useEffect(() => {
    const timer = setInterval(() => {
      const remaining = left(deadline);
      setCounted({ deadline, remaining });
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return counted.remaining;
}

/** hh:mm:ss, rounding up so the last second shows 00:00:01 rather than 00:00:00. */
export function formatCountdown(ms: number) {
  const totalSeconds = Math.ceil(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}
