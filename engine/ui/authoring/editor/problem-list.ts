import type { EditorView } from '@codemirror/view';
import { element } from './dom-element.js';
import { editorBase, type CheckAnswer, type LocatedProblem } from './editor-protocol.js';
import { problemDiagnostics } from './problem-diagnostics.js';

/**
 * The check's answer below the editor: this file's errors (a click moves the cursor there), and
 * the errors the edit causes in other files (each opens that file in a new tab, so the edit in
 * this one stays).
 */
export function renderProblems(list: HTMLElement, answer: CheckAnswer, view: EditorView): void {
  const items: HTMLElement[] = [];
  const diagnostics = problemDiagnostics(view.state.doc, answer.errors);
  answer.errors.forEach((problem, i) => {
    const button = element('button', 'yaml-editor__problem');
    button.type = 'button';
    button.textContent = `${where(problem)} ${problem.message}`;
    const at = diagnostics[i]?.from ?? 0;
    button.addEventListener('click', () => {
      view.dispatch({ selection: { anchor: at }, scrollIntoView: true });
      view.focus();
    });
    items.push(listItem(button));
  });
  for (const problem of answer.elsewhere) {
    const link = element('a', 'yaml-editor__problem yaml-editor__problem--elsewhere');
    link.href = `${editorBase}?${new URLSearchParams({ file: problem.file }).toString()}`;
    link.target = '_blank';
    link.textContent = `${problem.file} ${where(problem)} ${problem.message}`;
    items.push(listItem(link));
  }
  list.replaceChildren(...items);
}

/** One line of the status: how many errors here and elsewhere. */
export function problemSummary(answer: CheckAnswer): string {
  const here = answer.errors.length;
  const elsewhere = answer.elsewhere.length;
  if (!here && !elsewhere) return 'No errors';
  const own = `${here} error${here === 1 ? '' : 's'} in this file`;
  return elsewhere ? `${own}; causes ${elsewhere} in other files` : own;
}

const where = (problem: LocatedProblem) => `line ${problem.line}, column ${problem.column}:`;

function listItem(child: HTMLElement): HTMLElement {
  const item = element('li', 'yaml-editor__problem-item');
  item.append(child);
  return item;
}
