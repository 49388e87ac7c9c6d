import { element } from './dom-element.js';

/**
 * Asks before saving a file with errors: the person's text is saved as written if they say so
 * (a half-done edit may be worth keeping), but they learn first that the site will not take it.
 */
export function confirmSaveWithErrors(bar: HTMLElement, here: number, elsewhere: number): Promise<boolean> {
  return new Promise((resolve) => {
    const message = element('p', 'yaml-editor__warning-text');
    const parts = [`${here} error${here === 1 ? '' : 's'} in this file`];
    if (elsewhere) parts.push(`${elsewhere} in other files`);
    message.textContent = `The check finds ${parts.join(' and ')}. The check and the build refuse the config until they are fixed.`;
    const save = element('button', 'yaml-editor__button yaml-editor__button--danger');
    save.type = 'button';
    save.textContent = 'Save anyway';
    const cancel = element('button', 'yaml-editor__button');
    cancel.type = 'button';
    cancel.textContent = 'Keep editing';
    const close = (answer: boolean) => {
      bar.hidden = true;
      bar.replaceChildren();
      resolve(answer);
    };
    save.addEventListener('click', () => close(true));
    cancel.addEventListener('click', () => close(false));
    bar.replaceChildren(message, save, cancel);
    bar.hidden = false;
    cancel.focus();
  });
}
