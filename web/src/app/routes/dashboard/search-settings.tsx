import { Page } from '@/components/layout/page';
import { FilterSettings } from '@/features/search-settings/components/filter-settings';
import { SynonymSettings } from '@/features/search-settings/components/synonym-settings';

export default function SearchSettingsRoute() {
  return (
    <Page title="Search" description="The filters the search page offers, and the words customers search the same tools by.">
      <section className="search-settings" aria-labelledby="search-filters">
        <h2 id="search-filters">Filters</h2>
        <FilterSettings />
      </section>
      <section className="search-settings" aria-labelledby="search-synonyms">
        <h2 id="search-synonyms">Synonyms</h2>
        <SynonymSettings />
      </section>
    </Page>
  );
}
