// GraphQL Mesh's composition of the platform's OpenAPI document (bench/mesh.ts runs it):
// every /api path becomes a field, with the headers of the document (`token`, `login-type`) as
// arguments.
import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

const platformUrl = process.env.MESH_PLATFORM_URL;
const document = process.env.MESH_OPENAPI_FILE;
if (!platformUrl || !document) throw new Error('MESH_PLATFORM_URL and MESH_OPENAPI_FILE are required');

export const composeConfig = defineConfig({
  subgraphs: [
    {
      sourceHandler: loadOpenAPISubgraph('Platform', {
        source: document,
        endpoint: platformUrl,
        // POST paths become mutations unless told: the reads are queries, as in our schema.
        selectQueryOrMutationField: [
          { type: 'query', fieldName: 'app_assets_assetsList' },
          { type: 'query', fieldName: 'app_user_userInfo' },
        ],
      }),
    },
  ],
});
