/** At most one toast is held at a time (spec §9). */
export const TOAST_LIMIT = 1;
/** An open toast closes itself after this long. */
export const TOAST_AUTO_DISMISS_MS = 5000;
/** A closed toast is removed from the store after this long (spec §9); closed toasts are hidden at once. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** Dragging a toast right by at least this far dismisses it. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The key that moves focus to the notifications region. */
export const TOAST_HOTKEY = 'F8';
