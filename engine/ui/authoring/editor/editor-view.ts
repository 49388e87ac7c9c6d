import { basicSetup } from 'codemirror';
import { EditorView, keymap } from '@codemirror/view';
import { Prec, type Extension, type Text } from '@codemirror/state';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { yaml, yamlLanguage } from '@codemirror/lang-yaml';
import { stateExtensions } from 'codemirror-json-schema';
import { yamlCompletion } from 'codemirror-json-schema/yaml';
import type { CheckAnswer, EditorFile } from './editor-protocol.js';
import { checkText } from './editor-api.js';
import { problemDiagnostics } from './problem-diagnostics.js';
import { schemaCompletion } from './schema-completion.js';
import { schemaHover } from './schema-hover.js';
import { textKeyCompletion, textKeyHover } from './text-key-extensions.js';

/** How long typing must pause before the file is checked (the check takes 50–400 ms). */
const checkDelayMs = 400;

export interface EditorEvents {
  /** The check of the text as it is now answered; `doc` is the text it checked. */
  onChecked(answer: CheckAnswer, doc: Text): void;
  onCheckFailed(error: Error): void;
  onChange(doc: Text): void;
  onSave(): void;
}

/**
 * The CodeMirror editor of one file: YAML highlighting, completion and hover from the file's JSON
 * Schema (codemirror-json-schema's YAML mode) and from its texts files, and the real config
 * check's errors as diagnostics, checked after each pause in typing. Ctrl/Cmd-S saves.
 */
export function createEditor(parent: HTMLElement, file: EditorFile, events: EditorEvents): EditorView {
  const checkSource = async (view: EditorView): Promise<Diagnostic[]> => {
    const doc = view.state.doc;
    try {
      const answer = await checkText(file.path, doc.toString());
      events.onChecked(answer, doc);
      return problemDiagnostics(doc, answer.errors);
    } catch (error) {
      events.onCheckFailed(error instanceof Error ? error : new Error(String(error)));
      return [];
    }
  };

  const extensions: Extension[] = [
    basicSetup,
    yaml(),
    EditorView.lineWrapping, // a long flow mapping stays in view beside the preview
    Prec.highest(keymap.of([{ key: 'Mod-s', preventDefault: true, run: () => (events.onSave(), true) }])),
    lintGutter(),
    linter(checkSource, { delay: checkDelayMs }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) events.onChange(update.state.doc);
    }),
  ];
  if (file.schema) {
    // The check reports schema errors itself (with the engine's own wording), so the library's
    // own schema linter is left out. Completion and hover read the schema themselves (they know
    // flow mappings and half-written files); the library's completion answers where they do not.
    extensions.push(
      yamlLanguage.data.of({ autocomplete: schemaCompletion(file.schema, yamlCompletion()) }),
      schemaHover(file.schema),
      stateExtensions(file.schema),
    );
  }
  if (file.textKeys) {
    extensions.push(yamlLanguage.data.of({ autocomplete: textKeyCompletion(file.textKeys) }), textKeyHover(file.textKeys));
  }
  return new EditorView({ doc: file.text, extensions, parent });
}
