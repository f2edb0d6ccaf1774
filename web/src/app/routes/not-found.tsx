import { Link } from 'react-router';

import { PageHead } from '@/components/layout/page';
import notFoundImage from '@/assets/not-found.svg';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <div className="not-found">
      <PageHead
        title="Page not found"
        description="This page is not in the Toolshop workshop: find hand tools and power tools on the home page."
      />
      <img src={notFoundImage} alt="404: a broken wrench. This page was not found." width={480} height={300} />
      <h1 className="page-title">Page not found</h1>
      <p>
        The page you asked for is not in our workshop. <Link to={paths.home.getHref()}>Back to the home page</Link>
      </p>
    </div>
  );
}
