/**
 * The reader of a schema's options (tests/helpers/schema-options.ts), on a small schema written
 * here: what the generated pins are held to is only as good as this list.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionsUsed, schemaOptions } from '../helpers/schema-options';

const sentence = z.union([z.string(), z.strictObject({ siteNote: z.string() })]);
const schema = z.strictObject({
  kind: z.enum(['a', 'b']),
  lane: z.union([z.string(), z.literal('ledger')]).describe('a lane id or the ledger'),
  note: sentence.optional(),
  parts: z.array(z.strictObject({ done: z.boolean(), says: sentence })).default([]),
});

describe('the options of a schema', () => {
  it('are each value of an enum, literal or boolean, each branch of a union, each optional key', () => {
    expect(schemaOptions(schema)).toEqual([
      '.kind = "a"',
      '.kind = "b"',
      '.lane | string',
      '.lane | "ledger"',
      '.note?',
      '.note | string',
      '.note | {siteNote}',
      '.parts?',
      '.parts[].done = true',
      '.parts[].done = false',
      '.parts[].says | string',
      '.parts[].says | {siteNote}',
    ]);
  });

  it('of a named schema are counted once, wherever it stands', () => {
    const named = new Map([[sentence, 'sentence']]);
    expect(schemaOptions(schema, named).filter((o) => o.startsWith('<'))).toEqual([
      '<sentence> | string',
      '<sentence> | {siteNote}',
      '<sentence> | string',
      '<sentence> | {siteNote}',
    ]);
  });

  it('that a file takes are read from what its author wrote: a literal before a wider branch', () => {
    const used = optionsUsed(schema, { kind: 'b', lane: 'ledger', parts: [{ done: false, says: 'x' }] });
    expect([...used].sort()).toEqual(
      [
        '.kind = "b"',
        '.lane | "ledger"',
        '.parts?',
        '.parts[].done = false',
        '.parts[].says | string',
      ].sort(),
    );
  });
});
