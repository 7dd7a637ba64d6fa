/** The motion benchmark page: a wave marquee and six animated highlights, all in view. */
import '../elements/sq-marquee/marquee.element.ts';
import '../elements/sq-highlight/highlight.element.ts';
