import { notify } from '../../../lib/notify';
import { shareProduct } from './share-product';

jest.mock('../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const PRODUCT = { id: '101', name: 'Block-Print Kurta' };
const ORIGIN = 'https://squ.example';
const LINK = 'https://squ.example/product/101';
const domError = (name: string) => Object.assign(new Error(name), { name });

function fakeNavigator(opts: { share?: (data: ShareData) => Promise<void>; canShare?: (data: ShareData) => boolean; write?: (text: string) => Promise<void> }) {
  const writeText = jest.fn(opts.write ?? (async () => undefined));
  return { nav: { share: opts.share && jest.fn(opts.share), canShare: opts.canShare, clipboard: { writeText } as unknown as Clipboard }, writeText };
}

beforeEach(() => jest.clearAllMocks());

describe('shareProduct: the share sheet where there is one, else the link copied', () => {
  it('hands the share sheet the product page link and its name, and copies nothing', async () => {
    const { nav, writeText } = fakeNavigator({ share: async () => undefined, canShare: () => true });
    await expect(shareProduct(PRODUCT, ORIGIN, nav)).resolves.toBe('shared');
    expect(nav.share).toHaveBeenCalledWith({ title: 'Block-Print Kurta | SQU', url: LINK });
    expect(writeText).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('a sheet the shopper closed is not an error and copies nothing', async () => {
    const { nav, writeText } = fakeNavigator({ share: async () => Promise.reject(domError('AbortError')) });
    await expect(shareProduct(PRODUCT, ORIGIN, nav)).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('without a share sheet (or one that refuses the data, or fails) the link is copied and the toast says so', async () => {
    for (const opts of [{}, { share: async () => undefined, canShare: () => false }, { share: async () => Promise.reject(domError('NotAllowedError')) }]) {
      jest.clearAllMocks();
      const { nav, writeText } = fakeNavigator(opts);
      await expect(shareProduct(PRODUCT, ORIGIN, nav)).resolves.toBe('copied');
      expect(writeText).toHaveBeenCalledWith(LINK);
      expect(notify.success).toHaveBeenCalledWith('Link copied');
    }
  });

  it('an id is written into the link escaped', async () => {
    const { nav, writeText } = fakeNavigator({});
    await shareProduct({ id: 'a b/c', name: 'Odd' }, ORIGIN, nav);
    expect(writeText).toHaveBeenCalledWith('https://squ.example/product/a%20b%2Fc');
  });

  it('where the clipboard refuses too, the toast gives the link to copy by hand', async () => {
    const { nav } = fakeNavigator({ write: async () => Promise.reject(domError('NotAllowedError')) });
    await expect(shareProduct(PRODUCT, ORIGIN, nav)).resolves.toBe('failed');
    expect(notify.error).toHaveBeenCalledWith(`Could not copy the link. Copy it from here: ${LINK}`);
    expect(notify.success).not.toHaveBeenCalled();
  });
});
