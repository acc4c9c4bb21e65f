/**
 * When the explorer and the deck take their phone layout: a portrait phone (up to 600 px wide) or a landscape one
 * (a short window, up to 500 px high). CSS cannot import it: the same sizes are written in the phone layout's CSS
 * (replay/phoneLayout.css, Presentation.svelte) and in DiagramLegend's folding; ReplayControls reads this one.
 */
export const PHONE_MEDIA = '(max-width: 600px), (max-height: 500px)';
