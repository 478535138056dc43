/** The 12 musical keys, in chromatic order (spec §9). */
export const KEYS = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;
export type Key = (typeof KEYS)[number];
