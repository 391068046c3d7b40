/**
 * Holds the architecture line so nobody has to remember it: imports point inward,
 * ui -> state -> profiles -> domain, and the domain is plain TypeScript with no React,
 * no DOM library, no store and no I/O. zod stays out of the start-up bundle.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
  });

const staticImports = (file: string): { spec: string; typeOnly: boolean }[] =>
  [...readFileSync(file, 'utf8').matchAll(/^\s*(import|export)\s+(type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => ({
    spec: m[3]!,
    typeOnly: Boolean(m[2]),
  }));

const rel = (f: string) => relative(process.cwd(), f);

describe('import direction', () => {
  test('the domain imports nothing of the app, no React, store, drag library or Node API', () => {
    const bad = files('src/domain').flatMap((f) =>
      staticImports(f)
        .filter(({ spec }) => /^(react|react-dom|zustand|@dnd-kit|node:|fs|path)/.test(spec) || /\.\.\/(state|ui|profiles)/.test(spec))
        .map(({ spec }) => `${rel(f)} -> ${spec}`),
    );
    expect(bad).toEqual([]);
  });

  test('only the schema loads zod at run time; the rest of the domain takes its types only', () => {
    const bad = files('src/domain')
      .filter((f) => !f.endsWith('schema.ts'))
      .flatMap((f) =>
        staticImports(f)
          .filter(({ spec, typeOnly }) => spec === 'zod' || (/\/schema(\.ts)?$/.test(spec) && !typeOnly))
          .map(({ spec }) => `${rel(f)} -> ${spec}`),
      );
    expect(bad).toEqual([]);
  });

  test('state never imports the UI; profiles never import state or UI', () => {
    const bad = [
      ...files('src/state').flatMap((f) => staticImports(f).filter(({ spec }) => /\/ui\//.test(spec)).map(({ spec }) => `${rel(f)} -> ${spec}`)),
      ...files('src/profiles').flatMap((f) =>
        staticImports(f).filter(({ spec }) => /\/(ui|state)\//.test(spec)).map(({ spec }) => `${rel(f)} -> ${spec}`),
      ),
    ];
    expect(bad).toEqual([]);
  });

  test('the UI and state load zod and the validator only on demand, never at start-up', () => {
    const bad = [...files('src/ui'), ...files('src/state'), 'src/main.tsx'].flatMap((f) =>
      staticImports(f)
        .filter(({ spec, typeOnly }) => !typeOnly && (spec === 'zod' || /profiles\/validate/.test(spec) || /domain\/schema/.test(spec)))
        .map(({ spec }) => `${rel(f)} -> ${spec}`),
    );
    expect(bad).toEqual([]);
  });
});
