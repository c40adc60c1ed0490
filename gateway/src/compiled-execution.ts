import { getOperationAST, getVariableValues, type ExecutionArgs } from 'graphql';

/**
 * Whether an operation runs compiled (graphql-jit), over HTTP (app.ts) and WebSocket
 * (subscriptions/websocket.ts) alike. graphql-jit words variable errors worse than graphql-js
 * (wrong names, scalar messages lost, HTTP 200), so an operation whose variables do not coerce
 * runs on graphql-js. Yoga's jit plugin keys its cache by the parsed document alone: a document
 * of several operations (a GraphiQL tab) would run whichever was compiled first, so such
 * documents run on graphql-js too.
 */
export function runsCompiled(args: ExecutionArgs): boolean {
  return singleOperation(args) && variablesCoerce(args);
}

/** Whether the document holds one operation. */
function singleOperation(args: ExecutionArgs): boolean {
  return args.document.definitions.filter((definition) => definition.kind === 'OperationDefinition').length === 1;
}

/** Whether the operation's variables coerce to their declared types. */
function variablesCoerce(args: ExecutionArgs): boolean {
  const operation = getOperationAST(args.document, args.operationName ?? undefined);
  if (!operation?.variableDefinitions?.length) return true;
  return getVariableValues(args.schema, operation.variableDefinitions, args.variableValues ?? {}, { maxErrors: 1 }).errors === undefined;
}
