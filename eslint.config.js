import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', '.next', 'coverage', 'playwright-report', 'test-results', 'next-env.d.ts', 'data', 'storage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Browser code may use the server's zod schemas, never its services or database.
    files: ['pages/**', 'components/**', 'hooks/**', 'lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+server/(?!(modules/[\\w-]+|http)/schemas$|modules/admins/permissions$)',
              message: 'Browser code imports only zod schema files and the permission table from server/.',
            },
          ],
        },
      ],
    },
  },
);
