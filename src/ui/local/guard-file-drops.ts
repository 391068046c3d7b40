/**
 * The page's guard against a file dropped outside a drop zone, in a module of its own: it
 * runs at start-up, while reading and checking a file (open-local-file.ts) loads on the
 * first file a person opens.
 */
const carriesFiles = (e: DragEvent): boolean => Array.from(e.dataTransfer?.types ?? []).includes('Files');

/** Stops a file dropped outside the drop zone from replacing the page and the user's work. */
export function guardFileDrops(target: Window): () => void {
  const stop = (e: DragEvent) => {
    if (carriesFiles(e) && !e.defaultPrevented) {
      e.preventDefault();
      if (e.dataTransfer && e.type === 'dragover') e.dataTransfer.dropEffect = 'none';
    }
  };
  target.addEventListener('dragover', stop);
  target.addEventListener('drop', stop);
  return () => {
    target.removeEventListener('dragover', stop);
    target.removeEventListener('drop', stop);
  };
}
