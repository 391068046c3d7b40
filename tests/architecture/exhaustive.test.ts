/**
 * Adding a tier to the schema's enum, or a placement shape to `asPinned`, is a type error until
 * it is handled: the TIERS table is written `satisfies Record<Tier, TierInfo>`, and the shapes
 * go through one matcher that ends in `assertNever`. Shown here by compiling the domain with
 * the domain's own settings (tsconfig.domain.json), once as it is and once with each schema
 * file changed in memory (`npm run typecheck` compiles all of it as it is).
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainCompiler, edit } from '../helpers/compile-domain';
import { ROOT } from '../helpers/pins';

const HARDWARE = resolve(ROOT, 'src/domain/profile/schema/hardware.ts');
const COMPONENTS = resolve(ROOT, 'src/domain/profile/schema/components.ts');
// The two files that hold the closed sets, and what they import: enough to see the errors.
const errors = domainCompiler(['src/domain/profile/tiers.ts', 'src/domain/profile/schema/pinned-shape.ts']);

// Each case type-checks the domain's closed sets and what they import: 10-45 s on a busy
// two-core machine (it timed out at vitest's 30 s there), and the first, cold, took 184 s at a
// load of 40 with two CPU-bound processes beside it (session 9): the limit only catches a hang.
describe('the compiler holds every consumer to the closed sets', { timeout: 600_000 }, () => {
  it('compiles the two as they are', () => {
    expect(errors()).toEqual([]);
  });

  it('refuses a new tier until the TIERS table says what it holds', () => {
    const found = errors({
      [HARDWARE]: edit(HARDWARE, "'kv-backend',", "'kv-backend',\n      'optical-link',"),
    });
    expect(found.join('\n')).toMatch(/src\/domain\/profile\/tiers\.ts: .*optical-link/);
  });

  it('refuses a new placement shape until the matcher tags it', () => {
    const found = errors({
      [COMPONENTS]: edit(
        COMPONENTS,
        "  z.strictObject({ split: z.array(partSchema).min(2, 'a split has at least two parts') }),",
        "  z.strictObject({ split: z.array(partSchema).min(2, 'a split has at least two parts') }),\n  z.strictObject({ stripe: z.array(partSchema) }),",
      ),
    });
    expect(found.join('\n')).toMatch(
      /src\/domain\/profile\/schema\/pinned-shape\.ts: .*not assignable to parameter of type 'never'/,
    );
  });
});
