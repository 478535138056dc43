import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { TOAST_AUTO_DISMISS_MS, TOAST_SWIPE_THRESHOLD_PX } from './toast-constants';
import type { Toast } from './toast-store';

type ToastItemProps = { toast: Toast; onDismiss: (id: string) => void };

/** One toast: closes itself after 5 s (paused while hovered or focused), or on a swipe right of 50 px. */
export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const startX = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [paused, toast.id, onDismiss]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    startX.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current !== null) setOffset(Math.max(0, event.clientX - startX.current));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    setOffset(0);
    if (distance >= TOAST_SWIPE_THRESHOLD_PX) onDismiss(toast.id);
  };

  const destructive = toast.variant === 'destructive';
  return (
    <div
      className={`cn-toast${destructive ? ' cn-toast--destructive' : ''}`}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      style={offset ? { transform: `translateX(${offset}px)`, opacity: 1 - offset / 200 } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => {
        startX.current = null;
        setOffset(0);
      }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="cn-toast__text">
        {toast.title && <div className="cn-toast__title">{toast.title}</div>}
        {toast.description && <div className="cn-toast__description">{toast.description}</div>}
      </div>
      <button type="button" className="cn-toast__close" aria-label="Close notification" onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}
