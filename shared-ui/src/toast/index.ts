export { useToastStore, toast, dismissToast } from './toast-store';
export type { Toast, ToastInput, ToastVariant } from './toast-store';
export { Toaster } from './toaster';
export {
  TOAST_AUTO_DISMISS_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from './toast-constants';
