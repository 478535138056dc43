/**
 * One chord symbol: parse it into root / quality / bass and format it back, unchanged, from the parts.
 *
 * Recognised: roots A–G with #, b, ♯ or ♭; the qualities worship charts use, written as a run of
 * known parts (m, min, maj, M, dim, °, aug, +, ø, sus, add, alt, no, numbers with an optional
 * b/#/+/- alteration, parenthesised alterations such as (add9) or (II)); a slash bass (G/B);
 * optional wrapping parentheses '(G)'; and N.C. ("no chord"). Anything else — including English
 * words such as 'Be', 'Go', 'Dim' or 'Add' — is not a chord.
 */

export interface Chord {
  /** Root as written: 'G', 'F#', 'Bb', 'E♭'. */
  readonly root: string;
  /** Everything between the root and the slash, as written: '', 'm', 'maj7', 'm7b5', 'sus4', '7#9'. */
  readonly quality: string;
  /** Bass note after the slash, as written, or null. */
  readonly bass: string | null;
  /** True when the chord was wrapped in parentheses: '(G)'. */
  readonly parenthesized: boolean;
}

const ROOT = '[A-G](?:#|b|♯|♭)?';
const PART =
  'maj|Maj|MAJ|M|min|mi|m|dim|°|aug|\\+|ø|sus|add|alt|no|-|[b#♭♯+\\-]?\\d{1,2}|/\\d{1,2}' +
  '|\\((?:maj|M|min|m|dim|aug|sus|add|no|alt|[b#♭♯+\\-]?\\d{1,2}|[IVX]+|,)+\\)';
const CHORD_PATTERN = new RegExp(`^(\\()?(${ROOT})((?:${PART})*)(?:/(${ROOT}))?(\\))?$`);
const NO_CHORD_PATTERN = /^\(?N\.?C\.?\)?$/;

/**
 * Parsed chords by text. A song repeats a handful of chord names hundreds of times and the pattern is the
 * engine's costliest step, so results are kept (frozen: callers share them). Bounded: cleared when full.
 */
const parsedChords = new Map<string, Chord | null>();
const PARSED_CHORDS_MAX = 4096;

/** Parses one chord symbol, or returns null when `text` is not a chord. */
export function parseChord(text: string): Chord | null {
  const known = parsedChords.get(text);
  if (known !== undefined) return known;
  const chord = parseChordUncached(text);
  if (parsedChords.size >= PARSED_CHORDS_MAX) parsedChords.clear();
  parsedChords.set(text, chord);
  return chord;
}

function parseChordUncached(text: string): Chord | null {
  // Every chord starts with its root letter, or '(' before it: lyric words fail here without the big pattern.
  const first = text.charCodeAt(0);
  if (first !== 40 /* ( */ && (first < 65 /* A */ || first > 71) /* G */) return null;
  const match = CHORD_PATTERN.exec(text);
  if (!match) return null;
  const [, open, root = '', quality = '', bass, close] = match;
  // Parentheses must balance: '(G)' is a chord, '(G' and 'G)' are not.
  if (Boolean(open) !== Boolean(close)) return null;
  return Object.freeze({ root, quality, bass: bass ?? null, parenthesized: Boolean(open) });
}

/** Formats a chord from its parts; `formatChord(parseChord(s))` returns `s`. */
export function formatChord(chord: Chord): string {
  const body = chord.root + chord.quality + (chord.bass === null ? '' : `/${chord.bass}`);
  return chord.parenthesized ? `(${body})` : body;
}

/** True for 'N.C.', 'NC', 'N.C', '(N.C.)': no chord is played here. */
export function isNoChord(text: string): boolean {
  return NO_CHORD_PATTERN.test(text);
}

export function isChord(text: string): boolean {
  return parseChord(text) !== null;
}

/** True when the chord's quality makes it minor (m, min, mi, -), not maj/dim/ø. */
export function isMinorQuality(quality: string): boolean {
  return /^(?:m(?!aj)|min|mi|-)/.test(quality);
}
