/** One evaluation input, as read from the dataset. */
export interface Example {
  /**
   * 0-based index of the row in the dataset file as written (line of a JSONL
   * file or pair list, element of a Devign array): row i of precomputed outputs.
   */
  row: number;
  id: string;
  /** One function, or the two functions of a clone-detection pair. */
  texts: [string] | [string, string];
  /** Dataset label in 0..K-1, or -1 when the row is unlabelled. */
  label: number;
}

/** What a reader saw, filled in while it streams. */
export interface ReadStats {
  /** Rows of the file seen (usable or not). */
  rowsSeen: number;
  /** Rows yielded to the pipeline. */
  rowsUsed: number;
  /** Rows dropped by the dataset selection. */
  rowsUnselected: number;
  /** Pair rows naming a function id absent from the functions file. */
  rowsMissingFunction: number;
  /** Up to a few of the missing ids, for the warning. */
  missingIds: string[];
  /**
   * Fields (up to a few) holding an integer on rows that lack the label
   * field: what a misnamed `dataset.fields.label` likely meant.
   */
  labelLike: string[];
}

export function emptyReadStats(): ReadStats {
  return {
    rowsSeen: 0,
    rowsUsed: 0,
    rowsUnselected: 0,
    rowsMissingFunction: 0,
    missingIds: [],
    labelLike: [],
  };
}
