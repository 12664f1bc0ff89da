// `npm run bench`: runs every bench/*.bench.ts one after another (each is a plain tsx script that prints
// its own figures), so one benchmark's load never skews another's figures. An optional first argument
// keeps only the files whose name contains it (`npx tsx bench/run.ts writer`); the rest are passed on.
// Each bench also prints machine-readable lines `BENCH_ROW {json}`; at the end they are gathered into
// one table, printed and written to bench/README.md (between the table markers) with the core count.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Row {
  bench: string;
  case: string;
  metric: string;
  value: number | string;
  unit?: string;
  target?: string;
  ok?: boolean;
}

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only || f.includes(only))
  .sort();

function runOne(file: string, rows: Row[]): Promise<number | string> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(dir, file), ...process.argv.slice(3)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('BENCH_ROW ')) {
          try {
            rows.push(JSON.parse(line.slice('BENCH_ROW '.length)) as Row);
          } catch {
            console.log(line);
          }
        } else {
          console.log(line);
        }
      }
    });
    child.on('close', (code, signal) => {
      if (pending) console.log(pending);
      resolve(code ?? signal ?? 'unknown');
    });
  });
}

function table(rows: Row[]): string {
  const header = ['Benchmark', 'Caso', 'Medida', 'Valor', 'Objetivo', ''];
  const lines = rows.map((r) => [
    r.bench,
    r.case,
    r.metric,
    `${r.value}${r.unit ? ` ${r.unit}` : ''}`,
    r.target ? `${r.target}${r.unit && !/[a-zA-Z]$/.test(r.target) ? ` ${r.unit}` : ''}` : '',
    r.ok === undefined ? '' : r.ok ? '✅' : '❌',
  ]);
  const all = [header, ...lines].map((cells) => `| ${cells.join(' | ')} |`);
  all.splice(1, 0, `|${header.map(() => '---').join('|')}|`);
  return all.join('\n');
}

const started = Date.now();
const rows: Row[] = [];
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const status = await runOne(file, rows);
  if (status !== 0) {
    failed++;
    console.error(`${file} terminó con código ${status}`);
  }
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const machine = `${os.cpus().length} núcleos (${os.cpus()[0]?.model.trim() ?? 'CPU'}), Node ${process.version}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${minutes} min en total`;
const markdown = `${machine}\n\n${table(rows)}\n`;
console.log(`\n=== Resultados ===\n${markdown}`);

if (!only) {
  // Only a full run replaces the table in bench/README.md.
  const readme = path.join(dir, 'README.md');
  const text = fs.existsSync(readme) ? fs.readFileSync(readme, 'utf8') : '';
  const start = '<!-- bench-table:start -->';
  const end = '<!-- bench-table:end -->';
  const block = `${start}\n${markdown}${end}`;
  const next = text.includes(start) && text.includes(end) ? text.replace(new RegExp(`${start}[\\s\\S]*${end}`), block) : `${text}\n${block}\n`;
  fs.writeFileSync(readme, next);
  console.log(`Tabla escrita en ${path.relative(process.cwd(), readme)}`);
}
process.exit(failed === 0 ? 0 : 1);
