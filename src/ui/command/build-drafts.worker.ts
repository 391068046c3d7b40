/** The worker that rebuilds and checks stored drafts (build-drafts.ts), so start-up never waits for one. */
import type { BuildRequest } from './build-drafts';
import { handed, rebuild } from './build-drafts';

self.onmessage = async (e: MessageEvent<BuildRequest>) => {
  // One message per draft, with what its board reads: the page opens each as it comes.
  await rebuild(e.data, async (b) => postMessage(handed(b)));
};
