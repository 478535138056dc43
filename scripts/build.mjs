#!/usr/bin/env node
// Production build of the six remotes and the shell with the rspack JS API.
//   node scripts/build.mjs             build everything
//   node scripts/build.mjs --missing   build only packages without a dist (remotes: mf-manifest.json, shell: index.html)
//   node scripts/build.mjs --jobs 1    how many builds run at once (default 2; the machines have 2 cores)
//   node scripts/build.mjs mf-library shell   build only the named packages
// Exits non-zero if any compilation has errors.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { rspack } from '@rspack/core';

const root = path.resolve(import.meta.dirname, '..');

/** Build order: remotes first (the shell does not need them to build, but this keeps the log readable). */
const PACKAGES = [
  { dir: 'mf-library', output: 'dist/mf-manifest.json' },
  { dir: 'mf-setlists', output: 'dist/mf-manifest.json' },
  { dir: 'mf-performance', output: 'dist/mf-manifest.json' },
  { dir: 'mf-projection', output: 'dist/mf-manifest.json' },
  { dir: 'mf-bible', output: 'dist/mf-manifest.json' },
  { dir: 'mf-admin', output: 'dist/mf-manifest.json' },
  { dir: 'shell', output: 'dist/index.html' },
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { missing: { type: 'boolean', default: false }, jobs: { type: 'string', default: '2' } },
});

function selectPackages() {
  const unknown = positionals.filter((name) => !PACKAGES.some((pkg) => pkg.dir === name));
  if (unknown.length) throw new Error(`Unknown package(s): ${unknown.join(', ')}`);
  let selected = positionals.length ? PACKAGES.filter((pkg) => positionals.includes(pkg.dir)) : PACKAGES;
  if (values.missing) selected = selected.filter((pkg) => !existsSync(path.join(root, pkg.dir, pkg.output)));
  return selected;
}

function runCompiler(compiler) {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close((closeError) => {
        if (error || closeError) reject(error ?? closeError);
        else resolve(stats);
      });
    });
  });
}

async function buildPackage(pkg) {
  const started = performance.now();
  const configUrl = pathToFileURL(path.join(root, pkg.dir, 'rspack.config.mjs')).href;
  const { default: config } = await import(configUrl);
  const stats = await runCompiler(rspack(config));
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  const failed = stats.hasErrors();
  const warnings = (info.warnings ?? []).filter((warning) => !isKnownWarning(warning.message));
  for (const warning of warnings) console.warn(`[${pkg.dir}] warning: ${warning.message}`);
  if (failed) {
    console.error(stats.toString({ all: false, errors: true, colors: process.stdout.isTTY }));
    console.error(`✗ ${pkg.dir} failed after ${seconds}s`);
  } else {
    console.log(`✓ ${pkg.dir} built in ${seconds}s`);
  }
  return !failed;
}

/** Expected for remotes with publicPath 'auto' (the manifest is resolved against its own URL). */
function isKnownWarning(message) {
  return /Manifest will use absolute path resolution via its host at runtime/.test(message);
}

async function main() {
  const packages = selectPackages();
  if (!packages.length) {
    console.log('Nothing to build: every package already has a dist.');
    return;
  }
  const jobs = Math.max(1, Number.parseInt(values.jobs, 10) || 1);
  const started = performance.now();
  const queue = [...packages];
  let ok = true;
  const worker = async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
      try {
        ok = (await buildPackage(pkg)) && ok;
      } catch (error) {
        ok = false;
        console.error(`✗ ${pkg.dir} crashed:`, error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, packages.length) }, worker));
  const total = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`${ok ? 'Built' : 'FAILED:'} ${packages.length} package(s) in ${total}s`);
  if (!ok) process.exitCode = 1;
}

await main();
