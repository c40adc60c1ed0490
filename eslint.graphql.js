// GraphQL lint: the schema convention of docs/gateway.md on schema/*.graphql, and the web app's
// documents (the graphql(`…`) calls in web/src) checked against that schema. Spread into the
// root flat config, so `pnpm lint` runs it.
import graphqlPlugin from '@graphql-eslint/eslint-plugin';

const schema = 'schema/*.graphql';
const documents = ['web/src/**/*.ts', 'web/src/**/*.tsx', '!web/src/generated/**'];
// The plugin loads its graphql-config once per process: both blocks must pass the same one.
const graphQLConfig = { schema, documents };

export default [
  {
    // Pull each graphql(`…`) document out of the web app's code as its own virtual .graphql file.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/generated/**'],
    processor: graphqlPlugin.processor,
  },
  {
    files: ['schema/*.graphql'],
    languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig } },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/schema-recommended'].rules,
      '@graphql-eslint/naming-convention': [
        'error',
        {
          types: { style: 'PascalCase', forbiddenSuffixes: ['Object'] },
          FieldDefinition: 'camelCase',
          InputValueDefinition: 'camelCase',
          Argument: 'camelCase',
          EnumValueDefinition: 'UPPER_CASE',
          // Queries are nouns; mutations are verb + noun.
          'FieldDefinition[parent.name.value=Query]': { forbiddenPrefixes: ['get', 'list', 'fetch', 'query'], forbiddenSuffixes: ['Query', 'List'] },
          'FieldDefinition[parent.name.value=Mutation]': { forbiddenPrefixes: ['mutation', 'do'], forbiddenSuffixes: ['Mutation'] },
          'FieldDefinition[parent.name.value=Subscription]': { forbiddenPrefixes: ['subscription'], forbiddenSuffixes: ['Subscription'] },
          EnumTypeDefinition: { forbiddenSuffixes: ['Enum'] },
          // One rule for mutation inputs: <MutationName>Input, or <Object>Input shared by add/update.
          InputObjectTypeDefinition: { style: 'PascalCase', requiredSuffixes: ['Input', 'Filter'] },
        },
      ],
      // Every type, field, argument and enum value has a description: GraphiQL is the reference.
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          DirectiveDefinition: true,
          OperationDefinition: false,
        },
      ],
      '@graphql-eslint/require-deprecation-reason': 'error',
      // One name per concept beats avoiding the type's name: `coinName` is `coinName` on `Coin` too.
      '@graphql-eslint/no-typename-prefix': 'off',
      '@graphql-eslint/no-hashtag-description': 'error',
      // ids are `ID!`, not every type has one (balances, pages, configs).
      '@graphql-eslint/strict-id-in-types': 'off',
      // Short descriptions inline, long ones as blocks: both read well in GraphiQL.
      '@graphql-eslint/description-style': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}/*.graphql'],
    languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig } },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/operations-recommended'].rules,
      // The operation names become the generated types' names (MeQuery, WithdrawChainMutation).
      '@graphql-eslint/naming-convention': [
        'error',
        {
          VariableDefinition: 'camelCase',
          OperationDefinition: { style: 'PascalCase', forbiddenPrefixes: ['Query', 'Mutation', 'Subscription', 'Get'], forbiddenSuffixes: ['Query', 'Mutation', 'Subscription'] },
          FragmentDefinition: { style: 'PascalCase', forbiddenPrefixes: ['Fragment'], forbiddenSuffixes: ['Fragment'] },
        },
      ],
      '@graphql-eslint/no-unused-fragments': 'error',
      // The web app uses the current names only; deprecated aliases are for older clients.
      '@graphql-eslint/no-deprecated': 'error',
    },
  },
];
