import type { Completion, CompletionSource } from '@codemirror/autocomplete';
import { hoverTooltip, type Tooltip } from '@codemirror/view';
import type { TextKeyChoice, TextKeyHelp } from './editor-protocol.js';
import { keyFieldAt } from './value-at.js';

/** One line per locale: what a key says there. */
const textsOf = (choice: TextKeyChoice) => Object.entries(choice.texts).map(([locale, text]) => `${locale}: ${text}`).join('\n');

/**
 * Completion of translation keys where a field takes one (label:, heading:, title: ...): every
 * key and group of keys of the texts files the file reads, each with its text.
 */
export function textKeyCompletion(help: TextKeyHelp): CompletionSource {
  const options: Completion[] = help.keys.map((choice) => {
    const texts = Object.values(choice.texts);
    return texts.length
      ? { label: choice.key, type: 'text', detail: shorten(texts[0] ?? ''), info: textsOf(choice) }
      : { label: choice.key, type: 'namespace', detail: 'group of texts', boost: -1 };
  });
  return (context) => {
    const at = keyFieldAt(context.state.sliceDoc(0, context.pos), context.pos, help);
    if (!at) return null;
    return { from: at.from, options, validFor: /^[\w.:-]*$/ };
  };
}

/** Hovering a translation key shows its text in each locale (or says that no texts file has it). */
export function textKeyHover(help: TextKeyHelp) {
  const byKey = new Map(help.keys.map((choice) => [choice.key, choice]));
  return hoverTooltip((view, pos): Tooltip | null => {
    const line = view.state.doc.lineAt(pos);
    const offset = pos - line.from;
    const start = offset - (/[\w.:-]*$/.exec(line.text.slice(0, offset))?.[0].length ?? 0);
    const end = offset + (/^[\w.:-]*/.exec(line.text.slice(offset))?.[0].length ?? 0);
    const word = line.text.slice(start, end);
    const at = keyFieldAt(view.state.sliceDoc(0, line.from + start), line.from + start, help);
    if (!word || !at) return null;
    const choice = byKey.get(word);
    return {
      pos: line.from + start,
      end: line.from + end,
      create: () => {
        const dom = document.createElement('div');
        dom.className = 'yaml-editor__key-hover';
        dom.textContent = choice
          ? (Object.keys(choice.texts).length ? textsOf(choice) : `a group of texts in ${help.from.join(', ')}`)
          : `no text "${word}" in ${help.from.join(', ')}`;
        return { dom };
      },
    };
  });
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
