// The schema's AssetRecordType and the gateway's answer check must know every record type the
// reference platform writes: an unknown one makes a member's records a contract break (502).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, type GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { RECORD_TYPE_KEYS } from '../../platform/src/credits/record-types.ts';
import { ASSET_RECORD_TYPES } from '../src/upstream/parsers.ts';

const schemaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'schema');

describe('record types', () => {
  it('the gateway accepts every record type the platform writes', () => {
    expect([...ASSET_RECORD_TYPES].sort()).toEqual([...RECORD_TYPE_KEYS].sort());
  });

  it('the schema enum names the same record types', () => {
    const sdl = fs.readdirSync(schemaDir).filter((file) => file.endsWith('.graphql')).map((file) => fs.readFileSync(path.join(schemaDir, file), 'utf8'));
    const schema = buildSchema(sdl.join('\n'));
    const values = (schema.getType('AssetRecordType') as GraphQLEnumType).getValues().map((value) => value.name);
    expect(values.sort()).toEqual([...ASSET_RECORD_TYPES].sort());
  });
});
