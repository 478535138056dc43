/**
 * The chord-sheet engine: pure TypeScript (no React, DOM or Node APIs), shared by the API server
 * and the browser. Parse → model → format, transposition, display spellings and filters, ChordPro.
 */
export { SHARP_NOTES, FLAT_NOTES, noteIndex, parseKey, semitonesBetween, type KeyInfo } from './keys';
export { type Chord, parseChord, formatChord, isChord, isNoChord, isMinorQuality } from './chord';
export {
  CHORD_LINE_RATIO,
  PROJECTION_CHORD_RATIO,
  TAB_SIZE,
  expandTabs,
  words,
  wordKind,
  countChords,
  chordRatio,
  isChordLine,
  parseChordLine,
  renderChordLine,
  layoutChordLine,
  renameChords,
  mapChordLine,
  type Word,
  type WordKind,
  type ChordCount,
  type ChordLineItem,
  type ParsedChordLine,
} from './chord-line';
export {
  parseSheet,
  formatSheet,
  parseLine,
  splitLines,
  sheetLines,
  formatLines,
  mapSheetChords,
  mapLyricsChords,
  type Sheet,
  type Section,
  type SheetLine,
  type BlankLine,
  type HeaderLine,
  type ChordLine,
  type LyricLine,
  type LineEnding,
  type RawLine,
} from './sheet';
export { type Spelling, spellNote, spellingForKey, spellKey } from './spelling';
export {
  transposeChord,
  transposeParsedChord,
  transposeBy,
  transposeLyrics,
  spellLyricsForKey,
  type TransposeOptions,
} from './transpose';
export { capoShapes, suggestedCapos, MAX_CAPO, type CapoView } from './capo';
export { toNashville, nashvilleChord } from './nashville';
export {
  PAGE_LINES,
  lyricsForSingers,
  lyricsForProjection,
  lyricLines,
  paginate,
  type ProjectionOptions,
} from './display-filters';
export {
  toChordPro,
  fromChordPro,
  isTablature,
  mergeChordsIntoLyric,
  inlineToChordsOverLyrics,
  type ChordProSong,
} from './chordpro';
export {
  parseOpenSongSong,
  openSongLyricsToText,
  openSongSectionName,
  type OpenSongSong,
} from './opensong';
