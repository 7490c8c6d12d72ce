// dependency-cruiser's configuration: the rules are docs/architecture.md's
// module table (scripts/architecture-rules.mjs reads it), run by `npm run lint`.
import { repositoryRules } from './scripts/architecture-rules.mjs';

export default {
  ...repositoryRules(),
  options: {
    // `import type` counts: a type-only cycle is still two modules that cannot be read apart.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    // Resolve packages the way TypeScript does (their "types" export included).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
