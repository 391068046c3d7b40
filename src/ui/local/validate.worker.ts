/** The worker that validates local files (check-files.ts), so the page never waits for it. */
import { checkTexts, type CheckRequest } from './check-files';

self.onmessage = async (e: MessageEvent<CheckRequest>) => {
  postMessage(await checkTexts(e.data));
};
