import type { SourceText, YamlSource } from './yaml-source.js';

/**
 * File path relative to the project root (config/..., locales/...) -> its text, or its bytes when
 * they are not valid UTF-8 (the check then says where they stop being so).
 */
export type SourceFiles = Record<string, SourceText>;

/**
 * Valid, parsed files, by path: what each compile and check module reads. Its own module so the
 * compile modules need not import the loader that calls them.
 */
export type CheckedSources = Map<string, YamlSource>;
