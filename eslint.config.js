import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app's modules (web/src/modules): shared ones every screen builds on, and features.
// Pages and app/ compose features; a feature uses another's components and hooks (what it
// offers), never its state or helpers; shared modules know no feature at all.
const sharedModules = [
  'access',
  'api',
  'auth',
  'company-data',
  'export',
  'forms',
  'navigation',
  'places',
  'realtime',
  'records',
  'ui',
];
const features = [
  'ambassadors',
  'attachments',
  'client-portal',
  'communications',
  'companies',
  'console',
  'contacts',
  'crm-events',
  'dashboards',
  'directory',
  'notes',
  'payments',
  'projects',
  'purchases',
  'search',
  'tasks',
  'users',
];
const anyFeature = features.join('|');

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/modules/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${anyFeature})/(states|utils)/`,
              message:
                "Another feature's state and helpers are its own: use its components or hooks, or move what is shared into modules/ui.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [`web/src/modules/{${sharedModules.join(',')}}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${anyFeature})/`,
              message:
                'A shared module knows no feature: pass the feature in from the page (web/src/pages, web/src/app).',
            },
          ],
        },
      ],
    },
  },
  {
    // Nest resolves constructor parameters by their runtime class: a type-only import would erase them.
    files: ['api/src/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
