import { useParams } from 'react-router';

import { ShopPage } from '@/features/content/components/shop-page';

/** /pages/{slug}: one of the shop's own pages. */
export default function ShopPageRoute() {
  const { slug = '' } = useParams();
  return <ShopPage slug={slug} />;
}
