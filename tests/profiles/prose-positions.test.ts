/**
 * The provenance walker (`profileProse`, `hardwareProse`) mirrors the schema path by path. This
 * test derives every prose position from the schema itself (the profile and hardware JSON
 * Schemas zod generates, where each prose field is the same three-way union) and proves the
 * walker reaches each of them on the pins and fixtures. A prose field added to the schema and
 * forgotten by the walker (or by the fixtures that exercise it) fails here, so the provenance
 * checks can never silently stop checking a field.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hardwareSchema } from '../../src/domain/profile/schema/hardware';
import { profileSchema } from '../../src/domain/profile/schema/profile';
import { hardwareProse, profileProse } from '../../src/domain/profile/prose-positions';
import { discrete, everyPin, shapes } from '../helpers/pins';

type Json = { [k: string]: unknown };

/** Is this subschema the prose union: a plain string, a { quote, source }, or a { siteNote }? */
const isProse = (s: Json): boolean =>
  Array.isArray(s.anyOf) &&
  s.anyOf.length === 3 &&
  s.anyOf.some((x: Json) => (x.properties as Json | undefined)?.siteNote !== undefined) &&
  s.anyOf.some((x: Json) => (x.properties as Json | undefined)?.quote !== undefined);

/** Every path of a prose value in the schema, arrays as "[]": "components[].summary". */
function prosePaths(s: Json, at: string, out: Set<string>, defs: Json): Set<string> {
  if (typeof s.$ref === 'string') return prosePaths(defs[s.$ref.split('/').pop()!] as Json, at, out, defs);
  if (isProse(s)) return out.add(at);
  for (const [k, v] of Object.entries((s.properties as Json | undefined) ?? {}))
    prosePaths(v as Json, at ? `${at}.${k}` : k, out, defs);
  if (s.items) prosePaths(s.items as Json, `${at}[]`, out, defs);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    for (const v of (s[key] as Json[] | undefined) ?? []) prosePaths(v, at, out, defs);
  return out;
}

const schemaPaths = (schema: z.ZodType) => {
  const json = z.toJSONSchema(schema, { io: 'input' }) as Json;
  return [...prosePaths(json, '', new Set(), (json.$defs as Json | undefined) ?? {})].sort();
};
const pattern = (path: string) => path.replace(/\[\d+\]/g, '[]');

const pins = [...everyPin(), discrete(), shapes()];

describe('every prose position of the schema is one the provenance walker walks', () => {
  it('for profiles', () => {
    const walked = new Set(pins.flatMap((p) => profileProse(p.profile).map((x) => pattern(x.path))));
    const paths = schemaPaths(profileSchema);
    expect(paths.length).toBeGreaterThan(20);
    // Hardware is its own file: its prose is walked by hardwareProse.
    expect(paths.filter((p) => !walked.has(p))).toEqual([]);
  });

  it('for hardware', () => {
    const walked = new Set(pins.flatMap((p) => hardwareProse(p.hardware).map((x) => pattern(x.path))));
    expect(schemaPaths(hardwareSchema).filter((p) => !walked.has(p))).toEqual([]);
  });

  it('and the walker walks nothing the schema does not call prose', () => {
    const paths = new Set([...schemaPaths(profileSchema), ...schemaPaths(hardwareSchema)]);
    const walked = pins.flatMap((p) => [...profileProse(p.profile), ...hardwareProse(p.hardware)]);
    expect([...new Set(walked.map((x) => pattern(x.path)).filter((p) => !paths.has(p)))]).toEqual([]);
  });
});
