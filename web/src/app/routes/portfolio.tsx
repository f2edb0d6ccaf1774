import { PageHead } from '@/components/layout/page';
import { Portfolio } from '@/features/content/components/portfolio';

export default function PortfolioRoute() {
  return (
    <>
      <PageHead
        title="My Portfolio"
        description="The portfolio of the developer behind Toolshop: skills, tools and projects."
      />
      <Portfolio />
    </>
  );
}
