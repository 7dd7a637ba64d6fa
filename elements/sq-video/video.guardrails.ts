import type { ElementGuardrails } from '../kit/element/guardrails.ts';

/**
 * A YouTube embed written in a `<template>` (never loaded until play) and a
 * link for visitors without scripts. Its main interaction: the play button
 * creates the player.
 */
export const guardrails: ElementGuardrails = {
  content:
    '<template><iframe src="https://www.youtube.com/embed/M7lc1UVf-VE" width="640" height="360"></iframe></template>' +
    '<a href="https://www.youtube.com/watch?v=M7lc1UVf-VE">Watch the film on YouTube</a>',
  async interact(element) {
    const play = element.shadowRoot?.querySelector<HTMLButtonElement>('[part=play]');
    if (!play) throw new Error('sq-video: no play button');
    play.click();
    for (let frame = 0; frame < 120 && !element.shadowRoot?.querySelector('[part=player]'); frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    if (!element.shadowRoot?.querySelector('[part=player]')) throw new Error('sq-video: play created no player');
    if (element.dataset.state !== 'playing') throw new Error('sq-video: not playing after play');
  },
};
