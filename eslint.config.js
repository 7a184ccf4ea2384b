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

const featureInternals = {
  regex: `^(\\.\\./)+(${anyFeature})/(states|utils)/`,
  message:
    "Another feature's state and helpers are its own: use its components or hooks, or move what is shared into modules/ui.",
};
const featureFromShared = {
  regex: `^(\\.\\./)+(${anyFeature})/`,
  message: 'A shared module knows no feature: pass the feature in from the page (web/src/pages, web/src/app).',
};
// Issue 33: Blueprint titles these with an h4 and an h5 wherever they stand, which breaks a page's
// heading order; the wrappers say the title as text with the same look.
const blueprintMessages = {
  name: '@blueprintjs/core',
  importNames: ['NonIdealState', 'Callout'],
  message:
    'Use EmptyState (for NonIdealState) or Notice (for Callout) from modules/ui/components: their titles are messages, not headings.',
};

/** The web app's import rule. A later block's replaces an earlier one's, so each says all it forbids. */
const restrictedImports = (patterns, paths = [blueprintMessages]) => ['error', { paths, patterns }];

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
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports([]) },
  },
  {
    files: ['web/src/modules/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports([featureInternals]) },
  },
  {
    files: [`web/src/modules/{${sharedModules.join(',')}}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': restrictedImports([featureFromShared]) },
  },
  {
    // The two wrappers, the one place Blueprint's message components are used.
    files: ['web/src/modules/ui/components/{EmptyState,Notice}.tsx'],
    rules: { 'no-restricted-imports': restrictedImports([featureFromShared], []) },
  },
  {
    // Nest resolves constructor parameters by their runtime class: a type-only import would erase them.
    files: ['api/src/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
