// The schema's own check, as `sanity schemas validate` runs it on the workspace's types (Sanity's
// validateSchema, through createSchema): every problem the Studio would show on start, errors and warnings.
// Here instead of the CLI in `pnpm check`, which started a whole Studio bundle for it (26 s on two cores).
import { createSchema } from 'sanity';
import { describe, expect, it } from 'vitest';
import { schemaTypes } from './index.ts';

type Problem = { severity: string; message: string };
type Group = { path: { name?: string; type?: string }[]; problems: Problem[] };

/** The schema's problems as the CLI lists them: where, severity and message. */
function problemsOf(types: unknown[]): string[] {
  const schema = createSchema({ name: 'default', types }) as unknown as { _validation?: Group[] };
  return (schema._validation ?? []).flatMap(({ path, problems }) =>
    problems.map(
      ({ severity, message }) =>
        `${path.map((segment) => segment.name ?? segment.type).join(' › ')}: ${severity}: ${message}`,
    ),
  );
}

describe('the Studio schema', () => {
  it('has no error and no warning', () => {
    expect(problemsOf(schemaTypes)).toEqual([]);
  });

  it('would report a field without a type and an unknown type, with where they are', () => {
    const broken = [
      {
        name: 'broken',
        type: 'document',
        fields: [{ name: 'untyped' }, { name: 'unknown', type: 'notAType' }],
      },
    ];
    const problems = problemsOf(broken);
    expect(problems.filter((line) => line.includes(': error: ')).length).toBeGreaterThanOrEqual(2);
    expect(problems.some((line) => line.startsWith('broken') && line.includes('notAType'))).toBe(true);
  });
});
