// ESLint flat config: JavaScript and TypeScript recommended rules everywhere, React hooks and
// accessibility rules for browser code. Run with `npm run lint`.
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import {createNodeResolver, importX} from 'eslint-plugin-import-x';
import {defineConfig} from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    // Generated output, dependencies and committed data.
    ignores: ['build/', 'build-*/', '.docusaurus/', 'static/', 'bench/results/', 'src/data/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  comments.recommended,
  {
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      // An exception to a rule says why, on the same line: `// eslint-disable-line rule -- why`.
      '@eslint-community/eslint-comments/require-description': 'error',
      // `_name` marks a parameter or binding that is there for its position only.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
    },
  },
  {
    // Bundler loaders and what they share: plain CommonJS, which the bundler loads without TypeScript.
    files: ['plugins/**/*.js'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Modules that import each other, type imports included, are one module in two files.
    plugins: {'import-x': importX},
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': {'@typescript-eslint/parser': ['.ts', '.tsx']},
      'import-x/resolver-next': [createNodeResolver({extensions: ['.ts', '.tsx', '.js', '.mjs']})],
    },
    rules: {'import-x/no-cycle': 'error'},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      // A table that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        {tags: ['table'], roles: ['tabpanel'], allowExpressionValues: true},
      ],
    },
  },
);
