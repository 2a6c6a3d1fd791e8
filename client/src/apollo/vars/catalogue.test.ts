import { catalogueVar, ensureCatalogue, setCatalogue, type Catalogue } from './catalogue';

const CATALOGUE = {
  __typename: 'Catalogue',
  version: 'v1',
  categories: ['women-jeans'],
  colors: ['Blue'],
  sizes: ['M'],
  priceRange: { __typename: 'PriceRange', min: 499, max: 1999 },
  products: [],
} as unknown as Catalogue;

describe('the catalogue variable', () => {
  beforeEach(() => catalogueVar({ catalogue: null, error: undefined }));

  it('is loaded once however many pages ask for it at the same time', async () => {
    const load = jest.fn(() => Promise.resolve(CATALOGUE));
    await Promise.all([ensureCatalogue(load), ensureCatalogue(load), ensureCatalogue(load)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(catalogueVar()).toEqual({ catalogue: CATALOGUE, error: undefined });
    await ensureCatalogue(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed load as its error, and the next ask tries again', async () => {
    const failure = new Error('offline');
    const load = jest.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(CATALOGUE);
    await ensureCatalogue(load);
    expect(catalogueVar()).toEqual({ catalogue: null, error: failure });
    await ensureCatalogue(load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(catalogueVar()).toEqual({ catalogue: CATALOGUE, error: undefined });
  });

  it('a page drawn ahead starts with the catalogue it was drawn from: nothing is loaded', async () => {
    setCatalogue(CATALOGUE);
    const load = jest.fn(() => Promise.resolve(CATALOGUE));
    await ensureCatalogue(load);
    expect(load).not.toHaveBeenCalled();
    expect(catalogueVar().catalogue).toBe(CATALOGUE);
  });
});
