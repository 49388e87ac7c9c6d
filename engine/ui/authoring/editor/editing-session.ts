import type { Text } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { checkText, saveText } from './editor-api.js';
import type { CheckAnswer, EditorFile } from './editor-protocol.js';
import type { EditorEvents } from './editor-view.js';
import type { PreviewPane } from './preview-pane.js';
import { problemSummary, renderProblems } from './problem-list.js';
import { confirmSaveWithErrors } from './save-warning.js';

export interface SessionParts {
  status: HTMLElement;
  problems: HTMLElement;
  warning: HTMLElement;
  save: HTMLButtonElement;
  preview: PreviewPane;
}

/**
 * What the page does as the person types, the check answers and they save: the status line and
 * the error list follow the latest check of the text as it is; saving checks first (unless the
 * latest check was of this very text), asks before writing a text with errors, then shows the
 * saved file in the preview.
 */
export function createEditingSession(file: EditorFile, parts: SessionParts) {
  let view: EditorView | undefined;
  let savedText = file.text;
  let latest: { answer: CheckAnswer; doc: Text } | undefined;
  let saving = false;
  const dirty = () => view !== undefined && view.state.doc.toString() !== savedText;
  const showDirty = () => (parts.save.textContent = dirty() ? 'Save*' : 'Save');

  const saveNow = async (doc: Text) => {
    const text = doc.toString();
    try {
      const answer = latest?.doc === doc ? latest.answer : await checkText(file.path, text);
      const problems = answer.errors.length + answer.elsewhere.length;
      if (problems && !(await confirmSaveWithErrors(parts.warning, answer.errors.length, answer.elsewhere.length))) return;
      await saveText(file.path, text);
      savedText = text;
      showDirty();
      parts.status.textContent = `Saved. ${problemSummary(answer)}`;
      parts.preview.showSaved();
    } catch (error) {
      parts.status.textContent = `Not saved: ${error instanceof Error ? error.message : String(error)}`;
    }
  };

  const events: EditorEvents = {
    onChecked(answer, doc) {
      if (!view || doc !== view.state.doc) return; // typed on since: a newer check follows
      latest = { answer, doc };
      parts.status.textContent = problemSummary(answer);
      parts.status.dataset.errors = String(answer.errors.length + answer.elsewhere.length);
      renderProblems(parts.problems, answer, view);
    },
    onCheckFailed(error) {
      parts.status.textContent = `The check could not run: ${error.message}`;
    },
    onChange() {
      parts.status.textContent = 'Checking…';
      delete parts.status.dataset.errors;
      showDirty();
    },
    onSave() {
      if (saving || !view) return;
      saving = true;
      void saveNow(view.state.doc).finally(() => (saving = false));
    },
  };

  return {
    events,
    dirty,
    attach(editor: EditorView) {
      view = editor;
    },
  };
}
