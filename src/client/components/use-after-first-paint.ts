import { startTransition, useEffect, useState } from 'react';

/**
 * False in the first commit, true once the browser has painted it: a frame callback runs just before
 * that paint and a task it queues runs after it. A page can so draw its main content alone and add the
 * rest straight after, so the largest paint does not wait on rendering what is not in view yet. The
 * second render is a transition, which React splits into short tasks that leave the page responsive.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return painted;
}
