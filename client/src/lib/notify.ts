import toast from 'react-hot-toast';
import { API_TOAST, SHOP_TOAST } from '../config/constants';

/**
 * The two toast voices of the spec: the shop screens (success 2 s, error 4 s) and the API
 * layer (success 3 s, error 5 s). An identical message replaces its twin instead of stacking.
 */
export const notify = {
  success: (message: string) => toast.success(message, { id: message, duration: SHOP_TOAST.success }),
  error: (message: string) => toast.error(message, { id: message, duration: SHOP_TOAST.error }),
  /** Neither praise nor blame (e.g. 'already subscribed'): no icon, and long enough to read. */
  info: (message: string) => toast(message, { id: message, duration: SHOP_TOAST.error }),
};

export const notifyApi = {
  success: (message: string) => toast.success(message, { id: message, duration: API_TOAST.success }),
  error: (message: string) => toast.error(message, { id: message, duration: API_TOAST.error }),
};
