export declare const HUB_PREFIX = "hf://";
/** Where a file lives on the Hub, as written in the source. */
export interface HubFile {
    repoType: 'model' | 'dataset';
    /** OWNER/REPO. */
    repo: string;
    /** As written (decoded); null: the default branch, main. */
    revision: string | null;
    path: string;
}
/**
 * Reads `hf://[datasets/]OWNER/REPO[@REVISION]/PATH`. The revision ends at the
 * next '/', except `refs/pr/N` which keeps its own; any other revision with a
 * '/' is written percent-encoded (`@release%2Fv1`). The path must not climb
 * out of the repository.
 */
export declare function parseHubSource(text: string): HubFile;
/** The source with `revision` in place of the one written: how logs and the report name it. */
export declare function hubSourceText(file: HubFile, revision: string | null): string;
