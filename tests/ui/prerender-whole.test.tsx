/**
 * The build's prerender renders every part of a pin's view whole: no Suspense boundary is
 * left for the browser to render (React marks such a boundary `<!--$!-->` and, on
 * hydration, throws it away and reports error 419), and no loading fallback is on the page.
 * A part loaded on demand that the prerender does not load first would be such a boundary.
 */
import { beforeAll, expect, test } from 'vitest';
import { prepare, renderPin } from '../../src/ui/prerender';
import { everyPin } from '../helpers/pins';

// Loading every on-demand part takes seconds on a busy two-core machine (it passed 10 s there):
// the suite's hook limit (180 s, vitest.config.ts) only catches a hang.
beforeAll(prepare);

test.each(everyPin().map((p) => [p.profile.id, p] as const))(
  'the page of %s has no boundary left to the browser and no loading fallback',
  (_id, { profile, hardware }) => {
    const html = renderPin({ profile, hardware });
    expect(html).not.toContain('<!--$!-->');
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toMatch(/Loading/);
  },
);
