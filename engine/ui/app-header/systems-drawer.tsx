import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppLink as AppLinkModel, OemSystem } from '../../access/app-navigation';
import { NewWindowLink } from './app-link';
import { useModalDialog } from './use-modal-dialog';
import { CloseIcon, SystemsIcon } from './header-icons';

/**
 * The systems button and its drawer (spec 6): the open platform and the other systems of the
 * account, each opening in a new window. An OEM system is a button, because its address comes
 * from a single-sign-on call that the caller makes in `onOpenSystem`.
 */
export function SystemsDrawer({ systems, oemSystems, currentPath, onOpenSystem }: {
  systems: AppLinkModel[];
  oemSystems: OemSystem[];
  currentPath: string;
  onOpenSystem(system: OemSystem): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dialogRef = useModalDialog(open);
  const titleId = useId();
  const close = () => setOpen(false);

  useEffect(() => setOpen(false), [currentPath]);

  return (
    <>
      <button type="button" className="app-tool app-tool--systems" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <SystemsIcon />
        <span className="visually-hidden">{t('shell.systems')}</span>
      </button>
      {/* Keyboards close it with Escape (onCancel) or its close button; the click is the backdrop's. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        className="app-drawer"
        aria-labelledby={titleId}
        data-testid="systems-drawer"
        onCancel={(event) => {
          event.preventDefault(); // Escape: closed through state, so both stay in step
          close();
        }}
        // A press on the backdrop lands on the <dialog> itself; its content fills it.
        onClick={(event) => event.target === event.currentTarget && close()}
      >
        {open && (
          <div className="app-drawer__content">
            <div className="app-drawer__head">
              <h2 id={titleId} className="app-drawer__title">{t('shell.systemsTitle')}</h2>
              <button type="button" className="app-drawer__close" onClick={close}>
                <CloseIcon />
                <span className="visually-hidden">{t('shell.close')}</span>
              </button>
            </div>
            {systems.length + oemSystems.length === 0 ? (
              <p className="app-drawer__empty">{t('shell.systemsEmpty')}</p>
            ) : (
              <ul className="app-drawer__list">
                {systems.map((system) => (
                  <li key={system.href}>
                    <NewWindowLink href={system.href} className="app-drawer__system" onNavigate={close}>{t(system.label)}</NewWindowLink>
                  </li>
                ))}
                {oemSystems.map((system) => (
                  <li key={system.companyDomain}>
                    <button
                      type="button"
                      className="app-drawer__system"
                      onClick={() => {
                        onOpenSystem(system);
                        close();
                      }}
                    >
                      {system.name}
                      <span className="visually-hidden"> ({t('shell.newWindow')})</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </dialog>
    </>
  );
}
