/** The model file and load log readers for "Your setup", with their styles, in one chunk loaded on demand. */
import '../model-file/model-file.css';

export { ModelFilePanel } from '../model-file/ModelFilePanel';
export { LoadLogPanel } from '../model-file/LoadLogPanel';
