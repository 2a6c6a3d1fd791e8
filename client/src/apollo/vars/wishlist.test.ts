import { MemoryStorage } from '../../testing/fixtures';
import { createWishlistVar, parseWishlist } from './wishlist';

describe('wishlist-storage', () => {
  it('takes a well-formed list, a visitor\'s or an account\'s', () => {
    expect(parseWishlist({ ids: ['101', '102'], owner: null })).toEqual({ ids: ['101', '102'], owner: null });
    expect(parseWishlist({ ids: [], owner: 'user-1' })).toEqual({ ids: [], owner: 'user-1' });
  });

  it('discards anything else: no list, ids that are not text, more than the server keeps, an owner that is not text', () => {
    for (const raw of [null, {}, { ids: '101', owner: null }, { ids: [101], owner: null }, { ids: Array.from({ length: 201 }, String), owner: null }, { ids: [], owner: 7 }, { ids: [] }]) {
      expect(parseWishlist(raw)).toBeNull();
    }
  });

  it('survives a reload: what is written is read back; a broken value starts empty', () => {
    const storage = new MemoryStorage();
    const first = createWishlistVar(storage);
    first({ ids: ['101'], owner: null });
    expect(createWishlistVar(storage)()).toEqual({ ids: ['101'], owner: null });
    storage.setItem('wishlist-storage', '{"version":1,"state":{"ids":"x"}}');
    expect(createWishlistVar(storage)()).toEqual({ ids: [], owner: null });
  });
});
