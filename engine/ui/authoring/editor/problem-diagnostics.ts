import type { Text } from '@codemirror/state';
import type { Diagnostic } from '@codemirror/lint';
import type { LocatedProblem } from './editor-protocol.js';

/**
 * The check's errors as CodeMirror diagnostics: from the error's line and column (both from 1)
 * over the word there (a key or a value), so the wavy line sits under what is wrong. A position
 * beyond the text (the text changed since) is moved to the nearest one inside it.
 */
export function problemDiagnostics(doc: Text, problems: readonly LocatedProblem[]): Diagnostic[] {
  return problems.map((problem) => {
    const line = doc.line(Math.min(Math.max(problem.line, 1), doc.lines));
    const from = line.from + Math.min(Math.max(problem.column, 1) - 1, line.length);
    // A word ends at a space, a comma, a bracket, or a colon before a space (a key's own colon).
    const word = /^(?:[^\s,{}[\]#:]|:(?=\S))*/.exec(line.text.slice(from - line.from))?.[0] ?? '';
    return { from, to: from + word.length, severity: 'error', message: problem.message, source: 'config check' };
  });
}
