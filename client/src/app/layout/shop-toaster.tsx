import { Toaster } from 'react-hot-toast';
import { API_TOAST } from '../../config/constants';

/** The toasts' place and look (loaded with the first notification: lib/notify.ts). */
export default function ShopToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: API_TOAST.default,
        success: { duration: API_TOAST.success },
        error: { duration: API_TOAST.error },
        style: { borderRadius: '4px', fontSize: '14px', color: '#1c1917' },
      }}
    />
  );
}
