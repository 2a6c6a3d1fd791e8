import { useParams } from 'react-router';
import { CollectionView } from '../../features/catalogue/components/collection-view';

export default function CollectionPage() {
  const { name = '' } = useParams();
  return <CollectionView key={name} name={name} />;
}
