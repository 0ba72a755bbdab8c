import { useEffect, useState } from "react";

/**
 * Time left as mm:ss (or h:mm:ss). The server renders the value at page load; with JavaScript it
 * counts down live from the deadline.
 */
export function Countdown({ seconds, deadline, expiredText }: { seconds: number; deadline: string; expiredText: string }) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const end = new Date(deadline).getTime();
    // The server's count is the truth at load; the deadline keeps the count right while the tab sleeps.
    const offset = end - Date.now() - seconds * 1000;
    const tick = () => setLeft(Math.max(0, Math.round((end - offset - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline, seconds]);
  if (left <= 0) return <span className="countdown expired">{expiredText}</span>;
  const h = Math.floor(left / 3600);
  const m = Math.floor((left % 3600) / 60);
  const s = left % 60;
  const text = `${h ? `${h}:` : ""}${String(m).padStart(h ? 2 : 1, "0")}:${String(s).padStart(2, "0")}`;
  return (
    <time className="countdown" dateTime={`PT${left}S`} role="timer">
      {text}
    </time>
  );
}
