import { AddToCart } from '@/features/cart/components/add-to-cart';
import { SearchResults } from '@/features/tools/components/search-results';

export default function SearchRoute() {
  return <SearchResults moreActions={(tool) => <AddToCart tool={tool} />} />;
}
