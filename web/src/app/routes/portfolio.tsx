import { Portfolio } from '@/features/content/components/portfolio';

export default function PortfolioRoute() {
  return (
    <>
      <title>My Portfolio · Toolshop</title>
      <Portfolio />
    </>
  );
}
