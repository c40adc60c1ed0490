import { createRequire } from 'node:module';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import type * as GraphQL from 'graphql';

// The inspector checks schemas with the CommonJS graphql; build them with that same copy, or
// graphql refuses a schema "from another module or realm" where ESM and CommonJS meet (vitest).
const { buildSchema } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

/**
 * Breaking changes between two versions of the SDL, and which of them docs/schema-changes.md
 * records. A breaking change is one that can fail a client written against the old schema
 * (a removed or retyped field, an input field made required, …), as @graphql-inspector/core
 * judges it; additions and deprecations are not.
 */

/** A breaking change: the schema coordinate it touches (`Type.field`, `Type.field.arg`, …) and what happened. */
export interface BreakingChange {
  coordinate: string;
  message: string;
}

/**
 * The coordinates recorded in docs/schema-changes.md: every list item that starts with a
 * coordinate in backticks, e.g. "- `AssetRecord.status` — …".
 */
export function recordedCoordinates(markdown: string): Set<string> {
  const recorded = new Set<string>();
  for (const line of markdown.split('\n')) {
    const match = /^\s*[-*]\s+`([A-Za-z_][\w.]*)`/.exec(line);
    if (match?.[1]) recorded.add(match[1]);
  }
  return recorded;
}

export async function breakingChanges(oldSdl: string, newSdl: string): Promise<BreakingChange[]> {
  const changes: Change[] = await diff(buildSchema(oldSdl), buildSchema(newSdl));
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .map((change) => ({ coordinate: change.path ?? change.message, message: change.message }));
}

/** The breaking changes from `oldSdl` to `newSdl` that the record does not list. */
export async function unrecordedBreakingChanges(oldSdl: string, newSdl: string, recordMarkdown: string): Promise<BreakingChange[]> {
  const recorded = recordedCoordinates(recordMarkdown);
  return (await breakingChanges(oldSdl, newSdl)).filter((change) => !recorded.has(change.coordinate));
}
