import { useEffect, useState } from 'react';

const left = (deadline: number) => Math.max(0, deadline - Date.now());

/** Milliseconds left until `deadline` (a time in ms since 1970), each second; stops at zero. */
export function useCountdown(deadline: number) {
  const [remaining, setRemaining] = useState(() => left(deadline));

  useEffect(() => {
    const tick = () => {
      setRemaining(left(deadline));
      if (left(deadline) === 0) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    // A new deadline (the real deal, once loaded) shows at once.
    tick();
    return () => clearInterval(timer);
  }, [deadline]);

  return remaining;
}

/** hh:mm:ss, rounding up so the last second shows 00:00:01 rather than 00:00:00. */
export function formatCountdown(ms: number) {
  const totalSeconds = Math.ceil(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}
