import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageEvents, type Notification } from './notification-bus';
import './notifications.css';

const shownForMs = 6000;
let nextId = 1;

/**
 * Shows the page's notifications in a corner, newest last, each for a few seconds or until
 * closed. Errors and warnings are announced at once to screen readers (role alert), the rest
 * politely (role status).
 */
export function NotificationHost() {
  const { t } = useTranslation('common');
  const [items, setItems] = useState<Array<Notification & { id: number }>>([]);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onNotify = (n: Notification) => {
      const id = nextId++;
      setItems((list) => [...list.slice(-3), { ...n, id }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setItems((list) => list.filter((i) => i.id !== id));
      }, shownForMs);
      timers.add(timer);
    };
    pageEvents.on('notify', onNotify);
    return () => {
      pageEvents.off('notify', onNotify);
      timers.forEach(clearTimeout);
    };
  }, []);

  return (
    <div className="notifications" aria-live="polite">
      {items.map((n) => (
        <div key={n.id} className={`notification notification--${n.kind}`} role={n.kind === 'error' || n.kind === 'warning' ? 'alert' : 'status'} data-kind={n.kind}>
          <strong className="notification__title">{t(`notify.${n.kind}`)}</strong>
          <p className="notification__message">{n.message}</p>
          <button type="button" className="notification__close" aria-label={t('notify.close')} onClick={() => setItems((list) => list.filter((i) => i.id !== n.id))}>×</button>
        </div>
      ))}
    </div>
  );
}
