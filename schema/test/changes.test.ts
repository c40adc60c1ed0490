import { describe, expect, it } from 'vitest';
import { breakingChanges, recordedCoordinates, unrecordedBreakingChanges } from '../changes.ts';

const BEFORE = /* GraphQL */ `
  type Query { order(id: ID!): Order }
  type Order { id: ID! status: String note: String }
  input PlaceInput { amount: String! requestId: String }
  type Mutation { place(input: PlaceInput!): Order }
`;

describe('the breaking-change gate', () => {
  it('lets additions and deprecations through without a record', async () => {
    const after = BEFORE.replace('note: String }', 'note: String @deprecated(reason: "Use `remark`.") remark: String }');
    expect(await unrecordedBreakingChanges(BEFORE, after, '')).toEqual([]);
  });

  it('fails on a breaking change that is not recorded', async () => {
    const after = BEFORE.replace('note: String }', '}').replace('requestId: String }', 'requestId: String! }');
    const unrecorded = await unrecordedBreakingChanges(BEFORE, after, '# Breaking schema changes\n\n- `Order.status` — unrelated\n');
    expect(unrecorded.map((change) => change.coordinate).sort()).toEqual(['Order.note', 'PlaceInput.requestId']);
  });

  it('passes once every breaking change is recorded by its coordinate', async () => {
    const after = BEFORE.replace('note: String }', '}').replace('requestId: String }', 'requestId: String! }');
    const record = ['# Breaking schema changes', '', '## Unreleased', '', '- `Order.note` — removed after its release as a deprecated alias.', '- `PlaceInput.requestId` — required.'].join('\n');
    expect(await breakingChanges(BEFORE, after)).toHaveLength(2);
    expect(await unrecordedBreakingChanges(BEFORE, after, record)).toEqual([]);
  });

  it('reads only list items that start with a backticked coordinate', () => {
    const record = '- `A.b` — x\n* `C` — y\nprose mentioning `D.e`\n```\n- `Type.field` — why\n```\n';
    // The format example inside a code block is a list item too; it names no real coordinate.
    expect([...recordedCoordinates(record)].sort()).toEqual(['A.b', 'C', 'Type.field']);
  });
});
