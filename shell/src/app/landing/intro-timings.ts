/** Entry intro timings (spec §2 "Entry intro" and §9). */
export const INTRO_SEEN_FLAG = 'introSeenV3';
export const INTRO_VIDEO_LOAD_TIMEOUT_MS = 8000;
export const INTRO_PLAYBACK_RATE = 0.7;
export const INTRO_TITLE_AT_PROGRESS = 0.8;
export const INTRO_TAGLINE_AT_PROGRESS = 0.9;
export const INTRO_HOLD_AFTER_END_MS = 3000;
export const INTRO_FADE_MS = 800;
export const INTRO_FALLBACK_TITLE_MS = 1000;
export const INTRO_FALLBACK_TAGLINE_MS = 2000;
export const INTRO_FALLBACK_COMPLETE_MS = 6000;
