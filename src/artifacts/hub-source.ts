/**
 * The written form of a Hugging Face Hub file, `hf://[datasets/]OWNER/REPO[@REVISION]/PATH`
 * (the form @huggingface/hub and huggingface_hub's HfFileSystem read): parsed
 * here, fetched by hub.ts.
 */
import { InputError } from '../errors.js';

export const HUB_PREFIX = 'hf://';
const HUB_FORM = 'hf://OWNER/REPO[@REVISION]/PATH';

/** Where a file lives on the Hub, as written in the source. */
export interface HubFile {
  repoType: 'model' | 'dataset';
  /** OWNER/REPO. */
  repo: string;
  /** As written (decoded); null: the default branch, main. */
  revision: string | null;
  path: string;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Reads `hf://[datasets/]OWNER/REPO[@REVISION]/PATH`. The revision ends at the
 * next '/', except `refs/pr/N` which keeps its own; any other revision with a
 * '/' is written percent-encoded (`@release%2Fv1`). The path must not climb
 * out of the repository.
 */
export function parseHubSource(text: string): HubFile {
  const bad = (why: string) =>
    new InputError(`artifact source "${text}" ${why}; expected ${HUB_FORM}`);
  let rest = text.slice(HUB_PREFIX.length);
  let repoType: HubFile['repoType'] = 'model';
  if (rest.startsWith('datasets/')) {
    repoType = 'dataset';
    rest = rest.slice('datasets/'.length);
  }
  const m = /^([^/@]+)\/([^/@]+)(?:@(refs\/pr\/\d+|[^/]+))?\/(.+)$/.exec(rest);
  if (!m) throw bad('is not a Hub file');
  const [, owner = '', name = '', rawRevision, filePath = ''] = m;
  if (!NAME.test(owner) || !NAME.test(name)) throw bad(`names the repository "${owner}/${name}"`);
  let revision: string | null = null;
  if (rawRevision !== undefined) {
    try {
      revision = decodeURIComponent(rawRevision);
    } catch {
      throw bad(`has a badly percent-encoded revision "${rawRevision}"`);
    }
    if (revision === '' || /[\s\0]/.test(revision)) throw bad('has an empty or blank revision');
  }
  const segments = filePath.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw bad(`has the path "${filePath}" (empty, "." and ".." segments are not allowed)`);
  }
  return { repoType, repo: `${owner}/${name}`, revision, path: filePath };
}

/** The source with `revision` in place of the one written: how logs and the report name it. */
export function hubSourceText(file: HubFile, revision: string | null): string {
  const prefix = file.repoType === 'dataset' ? 'datasets/' : '';
  const written =
    revision === null || /^refs\/pr\/\d+$/.test(revision)
      ? revision
      : revision.replace(/%/g, '%25').replace(/\//g, '%2F');
  return `${HUB_PREFIX}${prefix}${file.repo}${written === null ? '' : `@${written}`}/${file.path}`;
}
