// Exact-match rates of LoGo's dead-stone proposal and of @sabaki/deadstones
// against GNU Go 3.8's `final_status_list dead`, on the same finished GNU Go
// self-play positions (level 1, two passes; see README.md).
//
// positions.json is generated, not committed. Write it from the repository root:
//   cargo test -p go-core --test score_gnugo -- --ignored export_positions
// (about ten minutes); after a change to LoGo's proposal, refresh LoGo's column in seconds:
//   cargo test -p go-core --test score_gnugo -- --ignored refresh_logo_dead
// Each entry: {size, seed, sign_map (rows of 1 black / -1 white / 0 empty),
// gnugo_dead, logo_dead (SGF points)}. A position counts as a match when the
// dead set equals GNU Go's exactly.
//
// @sabaki/deadstones seeds its playouts with Date.now(); to make the numbers
// reproducible, its WASM `guess` is called with fixed seeds (the package's
// defaults otherwise: finished positions, 100 iterations), and its rate is
// reported per seed, as a mean and as its best seed.
import { existsSync, readFileSync } from 'node:fs';
import sabakiWasm from '@sabaki/deadstones/js/wasm.js';

const SABAKI_SEEDS = [1, 2, 3, 4, 5];
const ITERATIONS = 100;
const file = new URL('./positions.json', import.meta.url);
if (!existsSync(file)) {
  console.error('positions.json is missing. From the repository root, run:');
  console.error('  cargo test -p go-core --test score_gnugo -- --ignored export_positions');
  process.exit(1);
}
const positions = JSON.parse(readFileSync(file, 'utf8'));
const wasm = await sabakiWasm;
const letters = 'abcdefghijklmnopqrstuvwxyz';
const key = (points) => [...points].sort().join(',');

/** @sabaki/deadstones' dead stones of one position with one seed, as SGF points. */
function sabakiDead(signMap, seed) {
  const width = signMap[0]?.length ?? 0;
  const indices = wasm.guess(Int8Array.from(signMap.flat()), width, true, ITERATIONS, seed);
  return [...indices].map((i) => letters[i % width] + letters[Math.floor(i / width)]);
}

const rows = {};
const misses = { logo: [], sabaki: [] };
for (const position of positions) {
  const row = (rows[position.size] ??= { games: 0, logo: 0, sabaki: SABAKI_SEEDS.map(() => 0) });
  row.games += 1;
  const truth = key(position.gnugo_dead);
  if (key(position.logo_dead) === truth) row.logo += 1;
  else misses.logo.push(`${position.size}x${position.size} seed ${position.seed}`);
  SABAKI_SEEDS.forEach((seed, k) => {
    if (key(sabakiDead(position.sign_map, seed)) === truth) row.sabaki[k] += 1;
    else if (k === 0) misses.sabaki.push(`${position.size}x${position.size} seed ${position.seed}`);
  });
}

const pct = (n, d) => `${((100 * n) / Math.max(d, 1)).toFixed(1)}%`;
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
function line(label, games, logo, sabaki) {
  const mean = sum(sabaki) / sabaki.length;
  const best = Math.max(...sabaki);
  console.log(
    `${label.padEnd(7)} ${String(games).padStart(4)} positions   LoGo ${logo}/${games} (${pct(logo, games)})   ` +
      `@sabaki/deadstones mean ${mean.toFixed(1)}/${games} (${pct(mean, games)}), best seed ${best}/${games} (${pct(best, games)}), ` +
      `per seed [${sabaki.join(', ')}]`,
  );
}
console.log('exact match of the dead stones with GNU Go 3.8:');
for (const [size, row] of Object.entries(rows)) line(`${size}x${size}`, row.games, row.logo, row.sabaki);
const all = Object.values(rows);
line(
  'all',
  sum(all.map((r) => r.games)),
  sum(all.map((r) => r.logo)),
  SABAKI_SEEDS.map((_, k) => sum(all.map((r) => r.sabaki[k]))),
);
console.log(`LoGo misses: ${misses.logo.join('; ') || 'none'}`);
console.log(`@sabaki/deadstones misses (seed ${SABAKI_SEEDS[0]}): ${misses.sabaki.join('; ') || 'none'}`);
