/**
 * What the start-up script holds: the modules the page's entries (index.html's src/main.tsx
 * and the preload script, src/ui/preload.ts) reach through static value imports. Issue 21's
 * readers and their views load on demand, so none of their modules is among them ("initial JS
 * does not grow"; the bench's initial-JS row measures the bytes). A type-only import, and a
 * named import whose names are all types, is erased by the build and does not count; a dynamic
 * import() is on demand.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const ENTRIES = ['src/main.tsx', 'src/ui/preload.ts'];

/** The relative specifiers a file imports or re-exports as values (not types, not on demand). */
function valueImports(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/^(?:import|export)\s+([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/gms)) {
    const clause = m[1]!.trim();
    if (/^type\s/.test(clause)) continue;
    const braces = /\{([^}]*)\}/.exec(clause);
    const outside = clause.replace(/\{[^}]*\}/, '').replace(/[\s,]/g, '');
    const names = braces
      ? braces[1]!
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)
      : [];
    // `{ type A, type B }` alone is erased; a default, a namespace or one value name keeps it.
    if (braces && outside === '' && names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
    out.push(m[2]!);
  }
  for (const m of source.matchAll(/^import\s+['"]([^'"]+)['"]/gm)) out.push(m[1]!);
  return out.filter((s) => s.startsWith('.'));
}

const resolveFrom = (from: string, spec: string): string | undefined => {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, resolve(base, 'index.ts')].find(
    (f) => existsSync(f) && /\.tsx?$/.test(f),
  );
};

function startUpModules(): Set<string> {
  const seen = new Set<string>();
  const queue = ENTRIES.map((e) => resolve(ROOT, e));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of valueImports(readFileSync(file, 'utf8'))) {
      const next = resolveFrom(file, spec);
      if (next) queue.push(next);
    }
  }
  return new Set([...seen].map((f) => relative(ROOT, f)));
}

const modules = startUpModules();

test('the walk reaches the store, the shell and the routes (so an empty walk cannot pass)', () => {
  for (const m of ['src/state/explorer-store.ts', 'src/ui/App.tsx', 'src/state/route.ts'])
    expect(modules).toContain(m);
});

test('no module of the model-file and load-log readers, or of their views and state, is in the start-up script', () => {
  const readers = [...modules].filter((m) =>
    /^src\/(domain\/(model-file|load-log)\/|ui\/model-file\/|state\/model-file\.ts$)/.test(m),
  );
  expect(readers).toEqual([]);
});
