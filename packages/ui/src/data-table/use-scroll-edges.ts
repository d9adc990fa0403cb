import { type RefObject, useEffect, useState } from 'react';

/** Which sides of a sideways-scrolling box hide content: what the edge shades show. */
export interface ScrollEdges {
  /** Columns are scrolled out of view at the start (left). */
  start: boolean;
  /** More columns lie beyond the end (right). */
  end: boolean;
}

const none: ScrollEdges = { start: false, end: false };

/**
 * Follows `ref`'s horizontal scroll: on scrolling and whenever the box or its content changes size
 * (rows arriving, a column hidden, the window resized). State changes only when an edge does, so a
 * scroll re-renders the table at most at its two ends.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, enabled = true): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(none);
  useEffect(() => {
    const box = ref.current;
    if (!enabled || !box) {
      setEdges(none);
      return;
    }
    const measure = () => {
      // Right-to-left pages scroll to negative offsets; the distance from the start is what counts.
      const scrolled = Math.abs(box.scrollLeft);
      const start = scrolled > 1;
      const end = scrolled + box.clientWidth < box.scrollWidth - 1;
      setEdges((current) =>
        current.start === start && current.end === end ? current : { start, end },
      );
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(box);
    for (const child of box.children) resize?.observe(child);
    return () => {
      box.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [ref, enabled]);
  return edges;
}
