/* eslint-disable @typescript-eslint/no-explicit-any -- JSON Schema documents are read as loose JSON */
// Compares what the platform promises for an answer (a JSON Schema from its OpenAPI document)
// with what a gateway parser accepts (its zod schema as JSON Schema, `io: 'input'`).
//
// The rules, node by node:
// - null: the parser accepts null exactly where the platform may send it;
// - objects: every property the parser reads is promised, and one it requires is required by the
//   platform (a promised property the gateway does not read is fine: it is dropped);
// - wire names (enums, literals): the parser knows exactly the values the platform may send;
// - strings: a parser's pattern or format is the platform's (decimals, days, instants);
// - numbers: a parser that wants an integer is promised one;
// - a parser may accept more kinds than promised (an id as a string or an integer).

type Schema = Record<string, any>;

/** The JSON types a node may have, with `null` split off. */
function options(schema: Schema): Schema[] {
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) return union.flatMap(options);
  if (Array.isArray(schema.type)) return schema.type.map((type: string) => ({ ...schema, type }));
  if (schema.nullable === true) {
    // OpenAPI 3.0 lists null among a nullable enumeration's values; here it is its own option.
    const { nullable: _nullable, ...rest } = schema;
    if (Array.isArray(rest.enum) && rest.enum.some((value: unknown) => value !== null)) rest.enum = rest.enum.filter((value: unknown) => value !== null);
    return [rest, { type: 'null' }];
  }
  return [schema];
}

// OpenAPI 3.0 has no null type: @fastify/swagger writes a nullable union's null branch as
// `{ nullable: true, enum: [null] }` (any type), which is null alone.
const isNull = (schema: Schema) => schema.type === 'null' || schema.const === null || (Array.isArray(schema.enum) && schema.enum.every((value: unknown) => value === null));
const isAny = (schema: Schema) => Object.keys(schema).filter((key) => !['description', 'title', '$schema', 'default'].includes(key)).length === 0;

/** The fixed values a set of options allows, or undefined when any of them is open. */
function wireNames(choices: Schema[]): Set<unknown> | undefined {
  const values = new Set<unknown>();
  for (const choice of choices) {
    if ('const' in choice) values.add(choice.const);
    else if (Array.isArray(choice.enum)) for (const value of choice.enum) values.add(value);
    else return undefined;
  }
  return values;
}

const kindOf = (schema: Schema): string => (schema.type as string | undefined) ?? (schema.properties ? 'object' : schema.items ? 'array' : 'any');

export function compareAnswers(promised: Schema, read: Schema, at = 'data'): string[] {
  if (isAny(read)) return [];
  const promisedOptions = options(promised);
  const readOptions = options(read);
  const differences: string[] = [];
  const promisedNull = promisedOptions.some(isNull);
  const readNull = readOptions.some(isNull);
  if (promisedNull && !readNull) differences.push(`${at}: the platform may send null, the parser refuses it`);
  if (!promisedNull && readNull) differences.push(`${at}: the parser accepts null, which the platform never sends`);
  const sent = promisedOptions.filter((option) => !isNull(option));
  const accepted = readOptions.filter((option) => !isNull(option));
  if (accepted.length === 0 || accepted.some(isAny)) return differences;
  if (sent.length === 0 || sent.some(isAny)) return [...differences, `${at}: the platform promises nothing in particular, the parser expects ${accepted.map(kindOf).join(' or ')}`];

  const sentNames = wireNames(sent);
  const acceptedNames = wireNames(accepted);
  if (acceptedNames) {
    if (!sentNames) return [...differences, `${at}: the parser knows only ${[...acceptedNames].join(', ')}; the platform promises any ${sent.map(kindOf).join(' or ')}`];
    const unknown = [...sentNames].filter((value) => !acceptedNames.has(value));
    const neverSent = [...acceptedNames].filter((value) => !sentNames.has(value));
    if (unknown.length) differences.push(`${at}: the platform may send ${unknown.join(', ')}, the parser does not know it`);
    if (neverSent.length) differences.push(`${at}: the parser knows ${neverSent.join(', ')}, which the platform never sends`);
    return differences;
  }
  if (sentNames) {
    // Wire names read as plain values: each must be of a kind the parser accepts.
    const kinds = new Set(accepted.map(kindOf));
    const foreign = [...sentNames].filter((value) => !kinds.has(typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value) && !(kinds.has('number') && typeof value === 'number'));
    return foreign.length ? [...differences, `${at}: the platform may send ${foreign.join(', ')}, the parser expects ${[...kinds].join(' or ')}`] : differences;
  }

  for (const option of sent) {
    const kind = kindOf(option);
    const match = accepted.find((candidate) => kindOf(candidate) === kind) ?? (kind === 'integer' ? accepted.find((candidate) => kindOf(candidate) === 'number') : undefined);
    if (!match) {
      differences.push(`${at}: the platform sends ${kind}, the parser expects ${accepted.map(kindOf).join(' or ')}`);
      continue;
    }
    differences.push(...compareNode(option, match, at));
  }
  return differences;
}

function compareNode(promised: Schema, read: Schema, at: string): string[] {
  switch (kindOf(promised)) {
    case 'string': {
      if (read.format) {
        return read.format === promised.format ? [] : [`${at}: the parser wants a ${read.format}, the platform promises ${promised.format ?? promised.pattern ?? 'any string'}`];
      }
      if (read.pattern && read.pattern !== promised.pattern) return [`${at}: the parser wants /${read.pattern}/, the platform promises ${promised.pattern ? `/${promised.pattern}/` : 'any string'}`];
      return [];
    }
    case 'array':
      return compareAnswers(promised.items ?? {}, read.items ?? {}, `${at}[]`);
    case 'object': {
      const differences: string[] = [];
      const promisedProperties = (promised.properties ?? {}) as Record<string, Schema>;
      const promisedRequired = new Set<string>(promised.required ?? []);
      const readRequired = new Set<string>(read.required ?? []);
      for (const [name, property] of Object.entries((read.properties ?? {}) as Record<string, Schema>)) {
        const promisedProperty = promisedProperties[name];
        if (!promisedProperty) {
          differences.push(`${at}.${name}: the parser reads it, the platform does not promise it`);
          continue;
        }
        if (readRequired.has(name) && !promisedRequired.has(name)) differences.push(`${at}.${name}: the parser requires it, the platform may leave it out`);
        differences.push(...compareAnswers(promisedProperty, property, `${at}.${name}`));
      }
      if (read.additionalProperties && typeof read.additionalProperties === 'object' && !isAny(read.additionalProperties)) {
        differences.push(...compareAnswers(promised.additionalProperties ?? {}, read.additionalProperties, `${at}{}`));
      }
      return differences;
    }
    default:
      return [];
  }
}
