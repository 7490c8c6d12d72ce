import type { Config } from '../config/types.js';
import type { Example } from '../data/types.js';
import type { ProbabilitySource } from '../inference/sources.js';
import type { CachedOutcome } from '../store/types.js';
/** What restored entries answered in a step; a part is null when a record vouched for its entry. */
export interface RestoredAnswers {
    /** Each input a restored score answered, with the probabilities it gave. */
    scores: {
        example: Example;
        probs: Float64Array;
    }[] | null;
    /** Each restored success a search took instead of searching, with its input. */
    successes: {
        example: Example;
        entry: CachedOutcome;
    }[] | null;
}
/** How many of each part the live teacher checked, and how likely a 5% poisoning was to escape. */
export interface RobustnessSpotCheck {
    scores: {
        rows: number;
        of: number;
        escape: number;
    };
    successes: {
        rows: number;
        of: number;
        escape: number;
    };
}
/**
 * Checks a sample of `answers` with the live teacher (`live`, opened only
 * when there is something to check): why they do not answer for this run,
 * or what was checked.
 */
export declare function checkRestoredRobustness(answers: RestoredAnswers, count: Config['spotCheck'], live: () => Promise<ProbabilitySource>, draw?: (max: number) => number): Promise<string | RobustnessSpotCheck>;
