/**
 * The Octokit the action talks to GitHub with: @actions/github's client (its
 * GHES base URL and proxy support) plus
 *
 * - retries with back-off on 5xx, network errors and timeouts
 *   (@octokit/plugin-retry: waits backoffMs·1, then backoffMs·4, ...);
 * - waits on rate limits for as long as GitHub says, Retry-After for a
 *   secondary limit, the reset time for the primary one
 *   (@octokit/plugin-throttling), but only when the wait is short;
 * - a timeout per attempt and one time budget for all the client's requests,
 *   so a stalled API costs the step seconds, not the job's timeout.
 *
 * A request that still fails rejects with the last error; the caller turns it
 * into a warning.
 */
import { randomUUID } from 'node:crypto';
import { getOctokit } from '@actions/github';
import type { OctokitOptions, OctokitPlugin } from '@octokit/core/types';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

export type Octokit = ReturnType<typeof getOctokit>;

export interface GitHubLimits {
  /** One attempt of one request is aborted after this many milliseconds. */
  attemptTimeoutMs: number;
  /** Attempts after the first: for a 5xx, a network error or a timeout; and, counted apart, for a rate limit. */
  retries: number;
  /** Back-off before retry n is backoffMs·n² (1 s, then 4 s by default). */
  backoffMs: number;
  /** A rate limit is waited out only when GitHub asks for at most this many milliseconds. */
  maxRateLimitWaitMs: number;
  /** Every request of the client has ended (answered, or aborted) this many milliseconds after it was made. */
  budgetMs: number;
}

export const DEFAULT_GITHUB_LIMITS: GitHubLimits = {
  attemptTimeoutMs: 10_000,
  retries: 2,
  backoffMs: 1_000,
  maxRateLimitWaitMs: 10_000,
  budgetMs: 30_000,
};

export interface GitHubClientOptions {
  /** REST base URL; @actions/github's default ($GITHUB_API_URL, else api.github.com) when absent. */
  baseUrl?: string;
  limits?: Partial<GitHubLimits>;
  /** Told about each retry and rate-limit wait. */
  log?: { info(message: string): void };
}

/** The reason an attempt was aborted: no answer in time. */
export class AttemptTimeout extends Error {
  override name = 'AttemptTimeout';
}

/** The client's time budget was spent before this attempt could start. */
export class BudgetSpent extends Error {
  override name = 'BudgetSpent';
}

const seconds = (ms: number): string => `${Number((ms / 1000).toFixed(1))} s`;

type RequestOptions = Parameters<Octokit['request']['endpoint']['parse']>[0];

/** `POST /repos/octo/distil/issues/7/comments`: the request as the log should name it. */
function route(octokit: Pick<Octokit, 'request'>, options: RequestOptions): string {
  try {
    const { method, url } = octokit.request.endpoint.parse(options);
    return `${method} ${new URL(url).pathname}`;
  } catch {
    return `${options.method ?? 'GET'} ${String(options.url)}`;
  }
}

/** Per request (the same options object comes back for every attempt): attempts made, and how the last one failed. */
const attemptsMade = new WeakMap<object, { count: number; lastFailure: string | null }>();

/**
 * Registered before the retry and throttling plugins, so it wraps each single
 * attempt: a fresh timeout per attempt, capped by what is left of the budget.
 * An attempt that would start after the budget is spent fails with
 * BudgetSpent, which neither plugin retries.
 */
function attemptLimits(limits: GitHubLimits, deadline: number): OctokitPlugin {
  const budget = `the ${seconds(limits.budgetMs)} allowed for GitHub API requests`;
  return (octokit) => {
    octokit.hook.wrap('request', async (request, options) => {
      const made = attemptsMade.get(options) ?? { count: 0, lastFailure: null };
      attemptsMade.set(options, made);
      const left = deadline - Date.now();
      if (left <= 0) {
        const spent = new BudgetSpent(
          made.lastFailure === null
            ? `${route(octokit, options)}: ${budget} are spent`
            : `${made.lastFailure}, and then ${budget} were spent`,
        );
        throw Object.assign(spent, { attempts: made.count });
      }
      made.count += 1;
      const ms = Math.min(limits.attemptTimeoutMs, left);
      const why =
        ms < limits.attemptTimeoutMs
          ? `no answer within ${seconds(ms)}, the rest of ${budget}`
          : `no answer within ${seconds(ms)}`;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new AttemptTimeout(why)), ms);
      // Every hook in the chain holds this same options object (before-after-hook binds it), so the signal is set on it, not on a copy.
      options.request = { ...options.request, signal: controller.signal };
      try {
        return await request(options);
      } catch (error) {
        made.lastFailure = describeRequestError(error);
        // The retry and throttling plugins rethrow this very error when they give up.
        if (typeof error === 'object' && error !== null) {
          Object.assign(error, { attempts: made.count });
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }
    });
  };
}

/**
 * An authenticated client with the retry, rate-limit and time limits above.
 * The budget starts now: make one client per step.
 */
export function createGitHubClient(token: string, options: GitHubClientOptions = {}): Octokit {
  const limits = { ...DEFAULT_GITHUB_LIMITS, ...options.limits };
  const deadline = Date.now() + limits.budgetMs;
  const log = options.log;
  const waitOut =
    (what: string) =>
    (
      retryAfter: number,
      request: RequestOptions,
      octokit: Pick<Octokit, 'request'>,
      count: number,
    ) => {
      const waitMs = retryAfter * 1000;
      const fits = Date.now() + waitMs < deadline;
      const retrying = count < limits.retries && waitMs <= limits.maxRateLimitWaitMs && fits;
      log?.info(
        `GitHub API ${what} on ${route(octokit, request)}: ${retrying ? `retrying in ${seconds(waitMs)}` : `not waiting ${seconds(waitMs)}`}`,
      );
      return retrying;
    };
  const octokitOptions: OctokitOptions = {
    retry: {
      retries: limits.retries,
      retryAfterBaseValue: limits.backoffMs,
      // 429 and 403 are the throttling plugin's to wait out (or not); retrying them here too would multiply the attempts.
      doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
    },
    throttle: {
      // The plugin paces writes per id; a step is one client, as two runners are two clients.
      id: randomUUID(),
      onSecondaryRateLimit: waitOut('secondary rate limit'),
      onRateLimit: waitOut('rate limit'),
    },
  };
  if (options.baseUrl !== undefined) octokitOptions.baseUrl = options.baseUrl;
  return getOctokit(token, octokitOptions, attemptLimits(limits, deadline), retry, throttling);
}

/**
 * A failed request in one line: GitHub's message (or why there was none),
 * the HTTP status when there was an answer, and the attempts when more than
 * one was made. E.g. `Server Error (HTTP 500, 3 attempts)`.
 */
export function describeRequestError(error: unknown): string {
  const e = error as { status?: unknown; response?: unknown; attempts?: unknown };
  const raw = error instanceof Error ? error.message : String(error);
  // Octokit appends " - https://docs.github.com/..." to the API's message.
  const message = raw.replace(/ - https:\/\/docs\.github\.com\S*$/, '').split('\n')[0]!;
  const status =
    e.response !== undefined && typeof e.status === 'number' ? `HTTP ${e.status}` : null;
  const attempts =
    typeof e.attempts === 'number' && e.attempts > 1 ? `${e.attempts} attempts` : null;
  const detail = [status, attempts].filter((x) => x !== null).join(', ');
  return detail ? `${message} (${detail})` : message;
}
