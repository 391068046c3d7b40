/** The worker that reads a pasted command and its model files' headers into a draft (draft-off-thread.ts). */
import { makeDraft, unexpected, withoutPaste, type DraftAnswer, type DraftInput } from './draft-off-thread';

self.onmessage = async (e: MessageEvent<DraftInput>) => {
  const answer: DraftAnswer = await makeDraft(e.data).catch(unexpected);
  try {
    postMessage(withoutPaste(answer));
  } catch (error) {
    // An answer that cannot be copied to the page is said, not lost.
    postMessage(unexpected(error));
  }
};
