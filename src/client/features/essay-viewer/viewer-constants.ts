/** Section 9: highlights are drawn this long after the essay is shown, once its layout has settled. */
export const HIGHLIGHT_SETUP_DELAY_MS = 150;

/** Section 9: the accordion header shows this many characters of the quote. */
export const QUOTE_PREVIEW_LENGTH = 50;

/** How long "Show in Essay" pulses a highlight (two beats of the theme's 'pulse' keyframes). */
export const PULSE_DURATION_MS = 1400;
