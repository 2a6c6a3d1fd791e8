import { ShopView } from '../../features/catalogue/components/shop-view';

export default function ShopPage() {
  return <ShopView />;
}
