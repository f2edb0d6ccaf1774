import { SearchResults } from '@/features/tools/components/search-results';

export default function SearchRoute() {
  return <SearchResults />;
}
