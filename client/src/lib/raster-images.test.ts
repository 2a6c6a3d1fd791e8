import { parseRasterUrl, rasterSource, rasterSources, rasterUrl } from './raster-images';

describe('raster-images', () => {
  it('offers a product picture as its 4:5 drawings, a middle one as src', () => {
    expect(rasterSources('/images/products/101.svg')).toEqual({
      src: '/images/products/101-480w.webp',
      srcSet: '/images/products/101-240w.webp 240w, /images/products/101-360w.webp 360w, /images/products/101-480w.webp 480w, /images/products/101-720w.webp 720w',
    });
    expect(rasterSource('/images/products/101.svg')?.spec.aspect).toEqual([4, 5]);
  });

  it('offers a category picture as its square drawings', () => {
    expect(rasterSources('/images/categories/women-kurtas.svg')).toEqual({
      src: rasterUrl('categories', 'women-kurtas', 400),
      srcSet: '/images/categories/women-kurtas-240w.webp 240w, /images/categories/women-kurtas-400w.webp 400w, /images/categories/women-kurtas-800w.webp 800w',
    });
  });

  it('offers a banner as its whole 8:3 drawings, wide enough for a box that crops it to its height', () => {
    expect(rasterSources('/images/banners/sale.svg')).toEqual({
      src: rasterUrl('banners', 'sale', 2000),
      srcSet: '/images/banners/sale-1200w.webp 1200w, /images/banners/sale-1600w.webp 1600w, /images/banners/sale-2000w.webp 2000w, /images/banners/sale-2400w.webp 2400w',
    });
    expect(rasterSource('/images/banners/sale.svg')?.spec.aspect).toEqual([8, 3]);
  });

  it('leaves the placeholder and any other file as they are', () => {
    for (const src of ['/images/placeholder.svg', '/images/products/101.png', 'https://example.com/images/products/101.svg', '/images/products/../secret.svg', '/images/products/sub/101.svg']) {
      expect(rasterSources(src)).toEqual({ src });
    }
  });

  it('reads back the drawings it names, and nothing else', () => {
    expect(parseRasterUrl(rasterUrl('products', '101', 360))).toMatchObject({ folder: 'products', name: '101', width: 360 });
    for (const url of ['/images/products/101-361w.webp', '/images/banners/new-800w.webp', '/images/misc/new-1200w.webp', '/images/products/101.svg', '/images/products/../x-360w.webp']) expect(parseRasterUrl(url)).toBeNull();
  });
});
