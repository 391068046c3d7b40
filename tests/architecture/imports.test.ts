/**
 * The architecture line is held by lint (eslint.config.js): imports point inward,
 * ui -> state -> profiles -> domain (cli -> profiles, domain), the domain is plain
 * TypeScript with no React, store, drag library or Node API, and zod and the validators
 * stay out of the start-up bundle. These tests prove the rules bite: each snippet is linted
 * as if it were a file at the given path, through the project's own ESLint config.
 */
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rules that fired on `code` as if it lived at `filePath`. */
async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

const BOUNDARIES = 'boundaries/dependencies';
const RESTRICTED = '@typescript-eslint/no-restricted-imports';

describe('the lint rules that hold the import direction', () => {
  test.each([
    ['the UI', 'src/domain/x.ts', "import { App } from '../ui/App';\nexport const a = App;\n"],
    ['the store, for its side effect', 'src/domain/x.ts', "import '../state/store';\n"],
    ['the UI, dynamically', 'src/domain/x.ts', "export const load = () => import('../ui/App');\n"],
    ['the UI, re-exported', 'src/domain/x.ts', "export * from '../ui/App';\n"],
    ['a library other than zod', 'src/domain/x.ts', "export const load = () => import('react');\n"],
  ])('the domain may not import %s', async (_what, filePath, code) => {
    expect(await lint(filePath, code)).toContain(BOUNDARIES);
  });

  test.each([
    ["import React from 'react';\nexport const a = React;\n"],
    ["import { create } from 'zustand';\nexport const a = create;\n"],
    ["import { useDraggable } from '@dnd-kit/core';\nexport const a = useDraggable;\n"],
    ["import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n"],
  ])('the domain may not import React, the store library, dnd-kit or Node: %s', async (code) => {
    expect(await lint('src/domain/x.ts', code)).toContain(RESTRICTED);
  });

  test('only the schema loads zod at run time; the rest of the domain takes its types only', async () => {
    expect(await lint('src/domain/x.ts', "import { z } from 'zod';\nexport const a = z;\n")).toContain(
      RESTRICTED,
    );
    expect(
      await lint(
        'src/domain/board/x.ts',
        "import { profileSchema } from '../profile/schema/profile';\nexport const a = profileSchema;\n",
      ),
    ).toContain(RESTRICTED);
    expect(
      await lint(
        'src/domain/profile/x.ts',
        "import { profileSchema } from './schema/profile';\nexport const a = profileSchema;\n",
      ),
    ).toContain(RESTRICTED);
    expect(
      await lint(
        'src/domain/board/x.ts',
        "import type { Profile } from '../profile/schema/profile';\nexport type P = Profile;\n",
      ),
    ).toEqual([]);
    expect(
      await lint('src/domain/profile/schema/x.ts', "import { z } from 'zod';\nexport const a = z;\n"),
    ).toEqual([]);
  });

  // Folders that new work adds under src/domain are the domain too, with no change to the config.
  test.each(['src/domain/command/x.ts', 'src/domain/model-file/x.ts', 'src/domain/any/new/folder/x.ts'])(
    '%s is ruled as the domain',
    async (filePath) => {
      const up = '../'.repeat(filePath.split('/').length - 3);
      expect(
        await lint(filePath, `import { App } from '${up}../ui/App';\nexport const a = App;\n`),
      ).toContain(BOUNDARIES);
      expect(await lint(filePath, "import React from 'react';\nexport const a = React;\n")).toContain(
        RESTRICTED,
      );
      expect(
        await lint(
          filePath,
          `import type { Profile } from '${up}profile/schema/profile';\nexport type P = Profile;\n`,
        ),
      ).toEqual([]);
    },
  );

  test('state never imports the UI; profiles never import state or UI; the CLI never imports state', async () => {
    expect(await lint('src/state/x.ts', "import { x } from '../ui/x';\nexport const a = x;\n")).toContain(
      BOUNDARIES,
    );
    expect(
      await lint('src/state/x.ts', "import { App } from '../ui/App';\nexport const a = App;\n"),
    ).toContain(BOUNDARIES);
    expect(
      await lint(
        'src/profiles/x.ts',
        "import { useExplorer } from '../state/store';\nexport const a = useExplorer;\n",
      ),
    ).toContain(BOUNDARIES);
    expect(
      await lint(
        'src/cli/x.ts',
        "import { useExplorer } from '../state/store';\nexport const a = useExplorer;\n",
      ),
    ).toContain(BOUNDARIES);
    expect(
      await lint('src/main.tsx', "import { main } from './cli/brief';\nexport const a = main;\n"),
    ).toContain(BOUNDARIES);
  });

  test('the UI and state load zod and the validator only on demand, never at start-up', async () => {
    expect(await lint('src/ui/x.ts', "import { z } from 'zod';\nexport const a = z;\n")).toContain(
      RESTRICTED,
    );
    expect(
      await lint(
        'src/state/x.ts',
        "import { validateProfile } from '../profiles/validate';\nexport const a = validateProfile;\n",
      ),
    ).toContain(RESTRICTED);
    expect(
      await lint(
        'src/main.tsx',
        "import { profileSchema } from './domain/profile/schema/profile';\nexport const a = profileSchema;\n",
      ),
    ).toContain(RESTRICTED);
    expect(
      await lint('src/ui/x.ts', "export const load = () => import('../profiles/validate-browser');\n"),
    ).toEqual([]);
    expect(
      await lint(
        'src/ui/x.ts',
        "import type { ProfileError } from '../profiles/validate';\nexport type E = ProfileError;\n",
      ),
    ).toEqual([]);
  });

  test('what the line allows passes', async () => {
    expect(
      await lint(
        'src/ui/x.ts',
        "import { useExplorer } from '../state/store';\nexport const a = useExplorer;\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'src/state/x.ts',
        "import { calculateVerdict } from '../domain/verdict/calculator';\nexport const a = calculateVerdict;\n",
      ),
    ).toEqual([]);
    expect(
      await lint('src/cli/x.ts', "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n"),
    ).toEqual([]);
  });
});
