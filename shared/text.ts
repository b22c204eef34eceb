/**
 * Characters that reorder how text is shown (U+202A-U+202E embeddings and overrides,
 * U+2066-U+2069 isolates, the LRM/RLM/ALM marks). In a name they can make "gpj.exe" read as
 * "exe.jpg" or a shop pass for another: names refuse them.
 */
export const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

export const BIDI_CONTROLS_MESSAGE = 'Names must not contain text direction control characters';

/**
 * The controls that reorder text (embeddings, overrides, isolates), without the LRM/RLM/ALM marks:
 * prose a seller writes in Arabic or Hebrew may need the marks, which reorder nothing around them.
 */
export const REORDERING_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/** True when prose has no control that reorders it (for zod `.refine`). */
export function hasNoReorderingControls(text: string): boolean {
  return !REORDERING_CONTROLS.test(text);
}

/** True when the text has no bidirectional control characters (for zod `.refine`). */
export function hasNoBidiControls(text: string): boolean {
  return !BIDI_CONTROLS.test(text);
}
