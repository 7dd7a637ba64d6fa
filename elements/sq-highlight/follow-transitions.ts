import { ANIMATION_WATCH_MS } from './highlight.logic.ts';

/**
 * Highlights following their ancestors' CSS transitions (spec 001 §4, §9):
 * one document listener and one loop for the whole page, however many
 * highlights. After a transition event on an ancestor, each highlight under
 * it measures again after every frame until 2000 ms after the last event.
 * The measures are read in a task right after the frame, when style and
 * layout are already up to date: read inside the frame callback, they would
 * force a style and layout pass of their own every frame.
 */

interface Follower {
  host: Element;
  sync: () => void;
  /** Whether the highlight follows now (it does not while out of view). */
  active: () => boolean;
  /** Follow until this time; 0 while not following. */
  until: number;
}

const EVENTS = ['transitionrun', 'transitionstart', 'transitionend', 'transitioncancel'];
const followers = new Set<Follower>();
let frame = 0;
let afterFrame: ReturnType<typeof setTimeout> | undefined;

function onTransition(event: Event): void {
  const target = event.target;
  if (!(target instanceof Node)) return;
  let started = false;
  for (const follower of followers) {
    if (!follower.active() || !target.contains(follower.host)) continue;
    follower.until = performance.now() + ANIMATION_WATCH_MS;
    started = true;
  }
  if (started && !frame && afterFrame === undefined) frame = requestAnimationFrame(nextFrame);
}

function nextFrame(): void {
  frame = 0;
  afterFrame = setTimeout(measure);
}

function measure(): void {
  afterFrame = undefined;
  const now = performance.now();
  let more = false;
  for (const follower of followers) {
    if (follower.until === 0) continue;
    follower.sync();
    if (now < follower.until) more = true;
    else follower.until = 0;
  }
  if (more) frame = requestAnimationFrame(nextFrame);
}

/** Makes `sync` run after every frame while an ancestor of `host` transitions; returns the function that stops it. */
export function followTransitions(host: Element, sync: () => void, active: () => boolean): () => void {
  const follower: Follower = { host, sync, active, until: 0 };
  if (followers.size === 0) for (const type of EVENTS) document.addEventListener(type, onTransition, true);
  followers.add(follower);
  return () => {
    followers.delete(follower);
    if (followers.size > 0) return;
    for (const type of EVENTS) document.removeEventListener(type, onTransition, true);
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    frame = 0;
    afterFrame = undefined;
  };
}
