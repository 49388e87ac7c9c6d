import { editorBase, type CheckAnswer, type EditorFile, type SaveAnswer } from './editor-protocol.js';

/** The editor's calls to its dev-server plugin (engine/build/vite-plugin-yaml-editor.ts). */

export const fetchFileList = () => call<{ files: string[] }>('GET', 'files').then((a) => a.files);

export const fetchFile = (path: string) => call<EditorFile>('GET', `file?${new URLSearchParams({ path }).toString()}`);

export const checkText = (path: string, text: string) => call<CheckAnswer>('POST', 'check', { path, text });

export const saveText = (path: string, text: string) => call<SaveAnswer>('POST', 'save', { path, text });

async function call<T>(method: 'GET' | 'POST', name: string, body?: { path: string; text: string }): Promise<T> {
  const response = await fetch(`${editorBase}/api/${name}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as T | { error?: string };
  if (!response.ok) {
    const error = answer && typeof answer === 'object' && 'error' in answer ? answer.error : undefined;
    throw new Error(error ?? `the dev server answered ${response.status}`);
  }
  return answer as T;
}
