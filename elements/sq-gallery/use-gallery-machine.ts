import { type RefObject, useCallback, useLayoutEffect, useReducer, useRef } from 'react';
import { warnOnce } from '../../lib/warn-once.ts';
import type { Emit } from '../kit/element/api.ts';
import { type GalleryAction, type GalleryState, galleryReducer, initialMachine } from './gallery.logic.ts';
import type { galleryApi } from './gallery.schema.ts';
import { linkedTo, registerGallery } from './linked-galleries.ts';
import type { Slide } from './slide.logic.ts';

interface MachineOptions {
  host: HTMLElement;
  emit: Emit<(typeof galleryApi)['events']>;
  slides: readonly Slide[];
  /** The config's current index: a new value is a change to it. */
  currentIndex: number;
  loop: boolean;
  linkedGalleries: string | undefined;
  /** The gallery's list of tiles, where the move's animations run. */
  list: RefObject<HTMLElement | null>;
}

/** The tile of slide `index` in the list, if it is drawn. */
const tileAt = (list: HTMLElement | null, index: number) =>
  list?.querySelector<HTMLElement>(`[part~="slide"][data-index="${index}"]`) ?? null;

/**
 * The gallery's state machine (gallery.logic.ts) through useReducer, and
 * what its transitions ask for: the events, linked galleries following, the
 * focus following the current slide, and the end of each move. A move ends
 * once the animations the change started on the old and the new current tile
 * (a theme's transition on `::part(current)`, say) have finished; at once when
 * there are none. Returns the state and the function that acts on it.
 */
export function useGalleryMachine({ host, emit, slides, currentIndex, loop, linkedGalleries, list }: MachineOptions): {
  state: GalleryState;
  act: (action: GalleryAction) => void;
} {
  const [machine, dispatch] = useReducer(
    galleryReducer,
    { count: slides.length, index: currentIndex, loop },
    initialMachine,
  );
  const { state, effects } = machine;

  useLayoutEffect(() => {
    dispatch({ type: 'SET_COUNT', count: slides.length });
  }, [slides.length]);
  useLayoutEffect(() => {
    dispatch({ type: 'SET_LOOP', loop });
  }, [loop]);

  /**
   * Whether focus was in the gallery when the change was asked for: the slide it was on may be inert once the change
   * is drawn, and preact/compat does not put the focus back after a commit as React's DOM does.
   */
  const focusAsked = useRef(false);
  /** Acts on the machine, after asking the linked galleries whether one of them is moving. */
  const act = useCallback(
    (action: GalleryAction) => {
      focusAsked.current = host.matches(':focus-within');
      if (linkedGalleries) {
        const linked = linkedTo(host, linkedGalleries);
        if (!linked)
          warnOnce(`sq-gallery: linkedGalleries: ${JSON.stringify(linkedGalleries)} is not a selector; ignored`);
        dispatch({ type: 'LINKED_MOVING', moving: linked?.some((gallery) => gallery.moving()) ?? false });
      }
      dispatch(action);
    },
    [host, linkedGalleries],
  );

  // The other galleries see this one's phase as it was last drawn.
  const phase = useRef(state.phase);
  useLayoutEffect(() => {
    phase.current = state.phase;
  }, [state.phase]);
  // Layout effects here and below: registered, and a new index taken, in the commit on both engines (preact/compat
  // runs a passive effect after the next frame, when a move begun meanwhile could have ended).
  useLayoutEffect(
    () =>
      registerGallery({
        host,
        moving: () => phase.current === 'moving',
        follow: (index) => dispatch({ type: 'FOLLOW', index }),
      }),
    [host],
  );

  // A new index in the config is a change to it; the first one is where the gallery started.
  const requested = useRef(currentIndex);
  useLayoutEffect(() => {
    if (requested.current === currentIndex) return;
    requested.current = currentIndex;
    act({ type: 'GO_TO', index: currentIndex });
  }, [currentIndex, act]);

  // Each effect is announced once, after the change is drawn.
  const movedFrom = useRef(state.index);
  useLayoutEffect(() => {
    for (const effect of effects) {
      switch (effect.type) {
        case 'slide-change':
          movedFrom.current = effect.previousIndex;
          emit('sq-slide-change', {
            index: effect.index,
            previousIndex: effect.previousIndex,
            slideId: slides[effect.index]?.id ?? String(effect.index),
            direction: effect.direction,
          });
          if (linkedGalleries)
            for (const gallery of linkedTo(host, linkedGalleries) ?? []) gallery.follow(effect.index);
          if (focusAsked.current || host.matches(':focus-within')) {
            tileAt(list.current, effect.index)?.querySelector<HTMLElement>('[part~="link"]')?.focus();
          }
          break;
        case 'reached-end':
        case 'reached-beginning':
          emit(`sq-${effect.type}`, { index: effect.index });
          break;
        case 'rejected':
          break;
      }
    }
    focusAsked.current = false;
    // With none to announce the reducer returns the machine itself, and nothing renders again.
    dispatch({ type: 'ANNOUNCED', count: effects.length });
  }, [effects, emit, slides, host, linkedGalleries, list]);

  // The move ends when the animations on the tiles it moved between are done.
  const { phase: current, index } = state;
  useLayoutEffect(() => {
    if (current !== 'moving') return;
    const tiles = [tileAt(list.current, index), tileAt(list.current, movedFrom.current)];
    const running = tiles
      .flatMap((tile) => tile?.getAnimations({ subtree: true }) ?? [])
      // An endless animation (a theme's pulse on the current slide) would hold the gallery for ever.
      .filter((animation) =>
        Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
      );
    // Nothing animates: the move is over as it is drawn, and the next key press is not refused.
    if (running.length === 0) {
      dispatch({ type: 'MOVE_END' });
      return;
    }
    let live = true;
    void Promise.allSettled(running.map((animation) => animation.finished)).then(() => {
      if (live) dispatch({ type: 'MOVE_END' });
    });
    return () => {
      live = false;
    };
  }, [current, index, list]);

  return { state, act };
}
