import { makeProduct } from '../../../testing/fixtures';
import { makeOrder } from '../../../testing/orders';
import { reorderLines } from './reorder';

describe('reorder', () => {
  const shoe = makeProduct({ id: '7', sizes: ['7', '8'] });
  const mug = makeProduct({ id: '101', sizes: [] });
  const { items } = makeOrder();

  it('turns the items into cart lines with the whole catalogue product, size and quantity', () => {
    const byId = new Map([[shoe.id, shoe], [mug.id, mug]]);
    expect(reorderLines(items, (id) => byId.get(id))).toEqual({
      lines: [{ product: shoe, size: '8', quantity: 2 }, { product: mug, size: 'One Size', quantity: 1 }],
      missing: [],
    });
  });

  it('names the items that are gone or no longer in that size', () => {
    const smaller = { ...shoe, sizes: ['7'] };
    expect(reorderLines(items, (id) => (id === '7' ? smaller : undefined))).toEqual({
      lines: [],
      missing: ['Classic White Sneakers', 'Stoneware Mug'],
    });
  });
});
