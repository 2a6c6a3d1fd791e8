import { loadToast, notify, notifyApi, toasterWanted } from './notify';

let mockOffline = true;
const mockToast = Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn(), dismiss: jest.fn(), remove: jest.fn() });
jest.mock('react-hot-toast/headless', () => {
  if (mockOffline) throw new Error('Failed to fetch dynamically imported module');
  return { __esModule: true, toast: mockToast };
});

describe('notify: the toaster loads with the first notification', () => {
  it('a toaster that cannot load loses that notification only, and the next one loads it and shows', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const changed = jest.fn();
    toasterWanted.subscribe(changed);

    notify.success('Added to cart!');
    await expect(loadToast()).rejects.toThrow('Failed to fetch');
    expect(logged).toHaveBeenCalledWith('The toaster could not load.', expect.any(Error));
    expect([toasterWanted.get(), changed.mock.calls.length]).toEqual([false, 0]);

    mockOffline = false;
    notify.error('Please select a size');
    await loadToast();
    expect(mockToast.error).toHaveBeenCalledWith('Please select a size', { id: 'Please select a size', duration: 4000 });
    expect(mockToast.success).not.toHaveBeenCalled();
    expect([toasterWanted.get(), changed.mock.calls.length]).toEqual([true, 1]);
    logged.mockRestore();
  });
});

describe('notify: one answer per action', () => {
  beforeEach(() => {
    mockOffline = false;
  });

  it('a success or an error closes the answers still showing, of either voice, and only those', async () => {
    notify.success('Welcome back!'); // closes the first test's 'Please select a size'
    await loadToast();
    mockToast.dismiss.mockClear();

    notifyApi.error('Only 1 left of Silk Saree in size M');
    notify.error('Please fill in all required fields');
    await loadToast();
    expect(mockToast.dismiss.mock.calls).toEqual([['Welcome back!'], ['Only 1 left of Silk Saree in size M']]);
    mockToast.dismiss.mockClear();

    notifyApi.success('Order placed successfully! Order number: SQU-1');
    await loadToast();
    expect(mockToast.dismiss.mock.calls).toEqual([['Please fill in all required fields']]);
    expect(mockToast.success).toHaveBeenLastCalledWith('Order placed successfully! Order number: SQU-1', { id: 'Order placed successfully! Order number: SQU-1', duration: 3000 });

    mockToast.dismiss.mockClear();
    notify.success('Added to cart!');
    notify.error('Your cart already holds all 1 left of Silk Saree in size M');
    await loadToast();
    expect(mockToast.dismiss.mock.calls).toEqual([['Order placed successfully! Order number: SQU-1'], ['Added to cart!']]);

    mockToast.dismiss.mockClear();
    notify.info('You are already subscribed');
    await loadToast();
    expect(mockToast.dismiss).not.toHaveBeenCalled();
  });
});

describe('notify.dismiss: closes the toast showing a message', () => {
  beforeEach(() => {
    mockOffline = false;
  });

  it('takes it away by its message, and loads no toaster when none has shown yet', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./notify');
      fresh.notify.dismiss('Added to cart!');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fresh.toasterWanted.get()).toBe(false);
    });

    notify.success('Added to cart!');
    await loadToast();
    notify.dismiss('Added to cart!');
    await loadToast();
    expect(mockToast.remove.mock.calls).toEqual([['Added to cart!']]);
  });
});
