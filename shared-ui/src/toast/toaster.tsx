import { useEffect, useRef } from 'react';
import { TOAST_HOTKEY } from './toast-constants';
import { useToastStore } from './toast-store';
import { ToastItem } from './toast-item';

/** The notifications region. Render once, in the shell. F8 moves focus here. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const visible = toasts.filter((t) => t.open);
  return (
    <section ref={region} className="cn-toaster" aria-label={`Notifications (${TOAST_HOTKEY})`} tabIndex={-1}>
      {visible.map((t) => (
        <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
      ))}
    </section>
  );
}
