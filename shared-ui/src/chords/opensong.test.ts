import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openSongLyricsToText, openSongSectionName, parseOpenSongSong } from './opensong';
import { parseSheet } from './sheet';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixturesDir = path.resolve(repoRoot, '../shared/data/fixtures');
const fixture = (name: string) => readFileSync(path.join(fixturesDir, name), 'utf8');
const haveFixtures = existsSync(path.join(fixturesDir, 'opensong'));

describe('parseOpenSongSong', () => {
  it('reads title, author, key and the raw lyrics, decoding entities and CDATA', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<song>
  <title>Pie&#347;&#x144; &amp; Praise</title>
  <author>Jan &lt;Kowalski&gt;</author>
  <key>G</key>
  <aka/>
  <time_sig>3/4</time_sig>
  <lyrics><![CDATA[[V1]
 a < b & c]]></lyrics>
</song>`;
    expect(parseOpenSongSong(xml)).toEqual({
      title: 'Pieśń & Praise',
      author: 'Jan <Kowalski>',
      key: 'G',
      aka: '',
      copyright: '',
      tempo: '',
      timeSig: '3/4',
      lyrics: '[V1]\n a < b & c',
    });
  });

  it('is null for XML that is not an OpenSong song (a set, settings, garbage)', () => {
    expect(parseOpenSongSong('<?xml version="1.0"?><set name="Sunday"><slide_groups/></set>')).toBeNull();
    expect(parseOpenSongSong('<settings><song>x</song></settings>')).toBeNull();
    expect(parseOpenSongSong('not xml at all')).toBeNull();
  });

  it.skipIf(!haveFixtures)('reads the real fixture files', () => {
    const song = parseOpenSongSong(fixture('opensong/openlp-Amazing Grace'))!;
    expect(song.title).toBe('Amazing Grace (Demonstration)');
    expect(song.author).toBe('John Newton, Edwin Excell & John P. Rees');
    expect(song.lyrics.startsWith('[V]\n;Test the chords format')).toBe(true);
    expect(parseOpenSongSong(fixture('opensong-set/Example'))).toBeNull();
  });
});

describe('openSongSectionName', () => {
  it('names the usual OpenSong tags and keeps others as written', () => {
    expect(openSongSectionName('V1')).toBe('Verse 1');
    expect(openSongSectionName('v')).toBe('Verse');
    expect(openSongSectionName('C')).toBe('Chorus');
    expect(openSongSectionName('C2')).toBe('Chorus 2');
    expect(openSongSectionName('B')).toBe('Bridge');
    expect(openSongSectionName('P')).toBe('Pre-Chorus');
    expect(openSongSectionName('V1a')).toBe('Verse 1 a');
    expect(openSongSectionName('Refren')).toBe('Refren');
    expect(openSongSectionName('Zwrotka 2')).toBe('Zwrotka 2');
  });
});

describe('openSongLyricsToText', () => {
  it('drops the line prefixes so chords keep their columns over the lyric', () => {
    const lyrics = ['[V1]', '.G        C      G', ' Amazing grace how sweet', '', '[C]', '.D', ' My chains are gone'].join('\n');
    expect(openSongLyricsToText(lyrics)).toBe(
      ['[Verse 1]', 'G        C      G', 'Amazing grace how sweet', '', '[Chorus]', 'D', 'My chains are gone', ''].join('\n'),
    );
  });

  it('removes "_" and moves the chords after it with their syllables', () => {
    const lyrics = ['[V]', '.D       G     A', ' Glo_____ry to God'].join('\n');
    // G stood over 'ry', A over 'God': they stay there.
    expect(openSongLyricsToText(lyrics)).toBe(['[Verse]', 'D  G     A', 'Glory to God', ''].join('\n'));
  });

  it('keeps chords apart when removing "_" would make them touch', () => {
    const lyrics = ['[V]', '.C  D  E', ' a__b__c'].join('\n');
    expect(openSongLyricsToText(lyrics)).toBe(['[Verse]', 'C D E', 'abc', ''].join('\n'));
  });

  it('splits lines at "|" and "||", each piece with its own chords', () => {
    const lyrics = ['[V]', '.G         D           Em', ' First part| second part|| third', ' Alone||'].join('\n');
    expect(openSongLyricsToText(lyrics)).toBe(
      // Em stood over the 't' of 'part' in the second piece.
      ['[Verse]', 'G         D', 'First part', '          Em', 'second part', 'third', 'Alone', ''].join('\n'),
    );
  });

  it('drops comments and page/column breaks; a line of only "||" is a blank line', () => {
    const lyrics = ['[C]', ';a comment', ' Line one', '---', ' Line two', '-!!', ' ||', ' Line three'].join('\n');
    expect(openSongLyricsToText(lyrics)).toBe(['[Chorus]', 'Line one', 'Line two', '', 'Line three', ''].join('\n'));
  });

  it('turns the multi-verse layout into one section per verse, each with the chords', () => {
    const lyrics = ['[V]', '.G     C', '1First verse', '2Second one', '', '.D', '1More of one', '2More of two'].join('\n');
    expect(openSongLyricsToText(lyrics)).toBe(
      [
        '[Verse 1]',
        'G     C',
        'First verse',
        '',
        'D',
        'More of one',
        '',
        '[Verse 2]',
        'G     C',
        'Second one',
        '',
        'D',
        'More of two',
        '',
      ].join('\n'),
    );
  });

  it('keeps lyrics that contain brackets and colons (repeat signs) as lyrics', () => {
    const lyrics = ['[V]', '.               E', ' I: [: Bądź mocny w Panu :]'].join('\n');
    expect(openSongLyricsToText(lyrics)).toBe(['[Verse]', '               E', 'I: [: Bądź mocny w Panu :]', ''].join('\n'));
  });

  it('gives an empty text for empty lyrics', () => {
    expect(openSongLyricsToText('')).toBe('');
    expect(openSongLyricsToText('\n  \n;only a comment\n')).toBe('');
  });

  it.skipIf(!haveFixtures)('converts the OpenLP multi-verse fixture: 5 verses, chords over the right syllables', () => {
    const text = openSongLyricsToText(parseOpenSongSong(fixture('opensong/openlp-Amazing Grace'))!.lyrics);
    const sheet = parseSheet(text);
    expect(sheet.sections.map((s) => s.header?.name ?? null)).toEqual([
      'Verse 1',
      'Verse 2',
      'Verse 3',
      'Verse 4',
      'Verse 5',
    ]);
    // 'A____ma____zing' had D over 'ma': it stays over the 'm' of 'Amazing'.
    expect(text).toContain(' D      D7           G          D\nAmazing grace! How   sweet the  sound!\n');
    expect(text).not.toContain('_');
    const kinds = sheet.sections[0]!.lines.map((l) => l.kind);
    expect(kinds.filter((k) => k === 'chord')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'lyric')).toHaveLength(4);
  });

  it.skipIf(!haveFixtures)('converts every OpenSong fixture into a sheet whose chord lines are chord lines', () => {
    const dir = path.join(fixturesDir, 'opensong');
    for (const name of readdirSync(dir).filter((n) => !n.endsWith('.json') && !n.endsWith('.xml'))) {
      const song = parseOpenSongSong(readFileSync(path.join(dir, name), 'utf8'));
      expect(song, name).not.toBeNull();
      const text = openSongLyricsToText(song!.lyrics);
      expect(text.trim().length, name).toBeGreaterThan(0);
      for (const line of text.split('\n')) {
        expect(line.startsWith('.') || line.startsWith(';'), `${name}: ${line}`).toBe(false);
      }
    }
  });
});
