/**
 * Prints, after `vite build`, the gzip size of the JavaScript the sign-in page loads: the entry chunk, its
 * static imports, and the sign-in page's own lazy chunk with its imports.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve('dist/web');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script[^>]+src="\/?([^"]+\.js)"/)?.[1];
if (!entry) throw new Error('no entry script in dist/web/index.html');

const seen = new Set<string>();
function collect(file: string, lazyToo: RegExp | null): void {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  // Static imports always load with the file; a dynamic one only for the sign-in page's own chunk.
  for (const m of code.matchAll(/(?:import|from)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) collect(`assets/${m[1]}`, null);
  if (lazyToo) for (const m of code.matchAll(/["'`](?:\.\/|assets\/)([^"'`]+\.js)["'`]/g)) if (lazyToo.test(m[1]!)) collect(`assets/${m[1]}`, null);
}
collect(entry, /^SignInPage-[\w-]+\.js$/);

let raw = 0;
let gz = 0;
const rows = [...seen].map((f) => {
  const buf = readFileSync(path.join(dist, f));
  const g = gzipSync(buf, { level: 9 }).length;
  raw += buf.length;
  gz += g;
  return `  ${f.padEnd(48)} ${(buf.length / 1024).toFixed(1).padStart(8)} KiB  gzip ${(g / 1024).toFixed(1).padStart(7)} KiB`;
});
console.log('JavaScript loaded by the sign-in page (/signin):');
console.log(rows.join('\n'));
console.log(`  total ${(raw / 1024).toFixed(1)} KiB, gzip ${(gz / 1024).toFixed(1)} KiB`);
