import { useEffect, useState } from 'react';

/**
 * How many times the device has turned (the screen's orientation changed)
 * while `enabled` was on, since the view mounted; nothing is listened for
 * while it is off. A view measures again when the number changes.
 */
export function useOrientationTurns(enabled: boolean): number {
  const [turns, setTurns] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const turned = () => setTurns((count) => count + 1);
    // Safari before 16.4 has no screen.orientation: the window's orientationchange is the same moment there.
    const target: EventTarget = typeof screen !== 'undefined' && screen.orientation ? screen.orientation : window;
    const type = target === window ? 'orientationchange' : 'change';
    target.addEventListener(type, turned);
    return () => target.removeEventListener(type, turned);
  }, [enabled]);
  return turns;
}
