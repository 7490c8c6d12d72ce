export {
  upsertComment,
  truncateBody,
  commentMarker,
  COMMENT_LIMIT,
  DEFAULT_TRUNCATION_POINTER,
  type Octokit,
  type UpsertCommentParams,
  type UpsertCommentResult,
} from './comment.js';
