import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The longest browser files first (as measured on 2 busy cores), so the two workers end close
 * together: on a fresh clone vitest has no durations of its own and would start with the largest
 * files, which are not the longest (the fault matrix is short to read and runs longest).
 */
const LONGEST_FIRST = [
  'faults.test.ts',
  'faults-forms.test.ts',
  'judging.test.ts',
  'whole-award.test.ts',
  'participant.test.ts',
  'foundation.test.ts',
]

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`))
      return index === -1 ? LONGEST_FIRST.length : index
    }
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b))
  }
}
