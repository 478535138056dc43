// Chord engine speed: transposing a 200-line chart (chord lines over lyric lines, [Section] headers) to each of
// the 12 keys, as the song page and the Musicians view do on every key change. The chart is built from the real
// chords-over-lyrics sheets in ../shared/data/fixtures when present, else from the project's own sample.
// Usage: node bench/transpose.mjs   (writes bench/results/transpose.json)
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { transposeLyrics, parseSheet, formatSheet, SHARP_NOTES } = await import(path.join(root, 'shared-ui/src/chords/index.ts'));

const OWN_SAMPLE = `[Verse 1]
G              D/F#        Em7
Amazing grace, how sweet the sound
C          G/B       Am7    D
That saved a wretch like me
[Chorus]
Cadd9    G/B   Am7   Dsus4 D
My chains are gone, I've been set free`;

function chartSource() {
  const dir = path.resolve(root, '../shared/data/fixtures/chords-over-lyrics');
  if (!existsSync(dir)) return { name: 'project sample', text: OWN_SAMPLE };
  const files = readdirSync(dir).filter((f) => f.endsWith('.input.txt')).sort();
  return { name: `${files.length} fixture sheets from ../shared/data/fixtures/chords-over-lyrics`, text: files.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n\n') };
}

const source = chartSource();
const sourceLines = source.text.split('\n');
const lines = Array.from({ length: 200 }, (_, i) => sourceLines[i % sourceLines.length]);
const chart = lines.join('\n');

function timeIt(fn, iterations) {
  const samples = [];
  for (let i = 0; i < iterations; i++) {
    const started = process.hrtime.bigint();
    fn(i);
    samples.push(Number(process.hrtime.bigint() - started) / 1000);
  }
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { p50: +at(0.5).toFixed(1), p99: +at(0.99).toFixed(1), max: +samples.at(-1).toFixed(1) };
}

const keys = [...SHARP_NOTES];
for (let i = 0; i < 500; i++) transposeLyrics(chart, 'G', keys[i % 12]); // warm-up (JIT)
const results = {
  chart: { lines: 200, chars: chart.length, source: source.name },
  'transposeLyrics G → each of 12 keys (µs per call)': timeIt((i) => transposeLyrics(chart, 'G', keys[i % 12]), 12_000),
  'parseSheet + formatSheet round trip (µs per call)': timeIt(() => formatSheet(parseSheet(chart)), 5_000),
};
console.log(`200-line chart (${chart.length} chars) from ${source.name}`);
for (const [name, r] of Object.entries(results).slice(1)) console.log(`${name.padEnd(52)} p50 ${r.p50} µs, p99 ${r.p99} µs, max ${r.max} µs`);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/transpose.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), ...results }, null, 2)}\n`);
