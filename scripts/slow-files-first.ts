// A vitest sequencer that starts the named files first, in the order given, then the rest in
// vitest's own order. A clean clone has no timings from an earlier run, so vitest would start
// the largest files first and leave a long crash or restart test to the end, one core idle
// beside it while it runs alone.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export function slowFilesFirst(files: readonly string[]): typeof BaseSequencer {
  return class SlowFilesFirst extends BaseSequencer {
    override async sort(specifications: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(specifications);
      const rank = (specification: TestSpecification) => {
        const index = files.findIndex((file) => specification.moduleId.endsWith(`/${file}`));
        return index < 0 ? files.length : index;
      };
      // Array.prototype.sort is stable: the files not named keep vitest's order.
      return sorted.sort((a, b) => rank(a) - rank(b));
    }
  };
}
