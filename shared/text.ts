/**
 * Characters that reorder how text is shown (U+202A-U+202E embeddings and overrides,
 * U+2066-U+2069 isolates, the LRM/RLM/ALM marks). In a name they can make "gpj.exe" read as
 * "exe.jpg" or a shop pass for another: names refuse them.
 */
export const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

export const BIDI_CONTROLS_MESSAGE = 'Names must not contain text direction control characters';

/** True when the text has no bidirectional control characters (for zod `.refine`). */
export function hasNoBidiControls(text: string): boolean {
  return !BIDI_CONTROLS.test(text);
}
