import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS } from './toast-constants';
import { dismissToast, toast, useToastStore } from './toast-store';

afterEach(() => {
  useToastStore.getState().remove();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('holds at most one toast, the newest', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    const { toasts } = useToastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('marks a dismissed toast closed, then removes it after the removal delay', () => {
    vi.useFakeTimers();
    const shown = toast({ title: 'Saved' });
    shown.dismiss();
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('dismisses every toast when called without an id', () => {
    toast({ title: 'One' });
    dismissToast();
    expect(useToastStore.getState().toasts.every((t) => !t.open)).toBe(true);
  });
});
