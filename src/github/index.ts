export { upsertComment, type UpsertCommentParams, type UpsertCommentResult } from './comment.js';
export {
  createGitHubClient,
  describeRequestError,
  DEFAULT_GITHUB_LIMITS,
  type GitHubClientOptions,
  type GitHubLimits,
  type Octokit,
} from './client.js';
export { setOutputs, outputCommands } from './outputs.js';
