// Lint for the whole tree (npm run lint, part of npm test). The layer rules are dependency-cruiser's
// (.dependency-cruiser.cjs); this file is about code: TypeScript's recommended rules, React's rules
// of hooks, and the accessibility rules for JSX.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  { ignores: ['build/', 'dist/', '.tmp/', 'bench/', 'data/', 'node_modules/', '.react-router/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The rules of hooks. The React Compiler's rules of eslint-plugin-react-hooks 7 (refs,
    // set-state-in-effect, immutability) are not on yet: this code is not compiled by it, and
    // their findings are refactorings of their own (decision 018).
    files: ['engine/ui/**/*.tsx', 'engine/ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    files: ['engine/ui/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    rules: {
      // Unused names are mistakes, except a deliberately ignored one: _ prefix.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Tests and the reliability harness read whatever JSON an answer holds, and their assertions
    // say which fields: `any` there is the honest type. The engine and the server have none.
    files: ['tests/**', 'scripts/reliability/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
