import { Text } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { problemDiagnostics } from '../../../engine/ui/authoring/editor/problem-diagnostics';

const doc = Text.of(['items:', '  - label: nav.uniFind', '    visible: { perm: SOO }']);
const problem = (line: number, column: number) => ({ file: 'config/nav/app-header.yaml', line, column, message: 'must be one of ...' });

describe('the check\'s errors as editor diagnostics', () => {
  it('underlines the word at the error\'s line and column', () => {
    const [diagnostic] = problemDiagnostics(doc, [problem(3, 22)]);
    expect(diagnostic && doc.sliceString(diagnostic.from, diagnostic.to)).toBe('SOO');
    expect(diagnostic).toMatchObject({ severity: 'error', message: 'must be one of ...' });
  });

  it('underlines a key without its colon, and a common:key value whole', () => {
    const [key] = problemDiagnostics(doc, [problem(2, 5)]);
    expect(key && doc.sliceString(key.from, key.to)).toBe('label');
    const page = Text.of(['title: common:meta.title']);
    const [value] = problemDiagnostics(page, [problem(1, 8)]);
    expect(value && page.sliceString(value.from, value.to)).toBe('common:meta.title');
  });

  it('keeps a position beyond the text inside it', () => {
    const [late] = problemDiagnostics(doc, [problem(9, 40)]);
    expect(late).toMatchObject({ from: doc.length, to: doc.length });
    const [early] = problemDiagnostics(doc, [problem(0, 0)]);
    expect(early).toMatchObject({ from: 0, to: 'items'.length });
  });
});
