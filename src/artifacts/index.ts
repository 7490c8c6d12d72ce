export {
  resolveArtifact,
  hashFile,
  type ArtifactSpec,
  type ResolveArtifactOptions,
  type ResolvedArtifact,
} from './resolve-artifact.js';
export { parseSource, redactUrl, parseSha256, type ArtifactSource } from './source.js';
export type { ArtifactCache, Logger } from '../store/actions-cache.js';
