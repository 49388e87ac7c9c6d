import { element } from './dom-element.js';
import { fetchFile, fetchFileList } from './editor-api.js';
import { editorBase } from './editor-protocol.js';
import { createEditingSession } from './editing-session.js';
import { createEditor } from './editor-view.js';
import { createPreviewPane } from './preview-pane.js';

/**
 * The YAML editor's page (dev only, served by engine/build/vite-plugin-yaml-editor.ts): the list
 * of config and texts files, or one file (?file=config/...) in the editor beside its preview.
 */
const root = document.getElementById('yaml-editor') ?? document.body;
const path = new URLSearchParams(location.search).get('file');
(path ? openFile(path) : listFiles()).catch((error: unknown) => {
  const message = element('p', 'yaml-editor__failure');
  message.setAttribute('role', 'alert');
  message.textContent = error instanceof Error ? error.message : String(error);
  root.append(message, allFilesLink());
});

async function listFiles(): Promise<void> {
  const files = await fetchFileList();
  const heading = element('h1', 'yaml-editor__title');
  heading.textContent = 'Config and texts';
  const list = element('ul', 'yaml-editor__files');
  for (const file of files) {
    const link = element('a', 'yaml-editor__file');
    link.href = `${editorBase}?${new URLSearchParams({ file }).toString()}`;
    link.textContent = file;
    const item = element('li', '');
    item.append(link);
    list.append(item);
  }
  root.append(heading, list);
}

async function openFile(path: string): Promise<void> {
  const file = await fetchFile(path);
  document.title = `${path} · YAML editor`;
  const heading = element('h1', 'yaml-editor__title');
  heading.textContent = path;
  const save = element('button', 'yaml-editor__button yaml-editor__button--primary');
  save.type = 'button';
  save.textContent = 'Save';
  save.title = 'Save (Ctrl-S or Cmd-S)';
  const status = element('p', 'yaml-editor__status');
  status.setAttribute('role', 'status');
  const header = element('header', 'yaml-editor__header');
  header.append(allFilesLink(), heading, save, status);
  const warning = element('div', 'yaml-editor__warning');
  warning.setAttribute('role', 'alertdialog');
  warning.setAttribute('aria-label', 'Save a file with errors?');
  warning.hidden = true;
  const editorPane = element('section', 'yaml-editor__editor-pane');
  editorPane.setAttribute('aria-label', 'Editor');
  const mount = element('div', 'yaml-editor__code');
  const problems = element('ul', 'yaml-editor__problems');
  problems.setAttribute('aria-label', 'Errors');
  editorPane.append(mount, problems);
  const previewPane = element('section', 'yaml-editor__preview-pane');
  previewPane.setAttribute('aria-label', 'Preview');
  const main = element('main', 'yaml-editor__main');
  main.append(editorPane, previewPane);
  root.append(header, warning, main);

  const session = createEditingSession(file, { status, problems, warning, save, preview: createPreviewPane(previewPane, file.preview) });
  session.attach(createEditor(mount, file, session.events));
  save.addEventListener('click', () => session.events.onSave());
  addEventListener('beforeunload', (event) => {
    if (session.dirty()) event.preventDefault();
  });
}

function allFilesLink(): HTMLElement {
  const link = element('a', 'yaml-editor__all-files');
  link.href = editorBase;
  link.textContent = 'All files';
  return link;
}
