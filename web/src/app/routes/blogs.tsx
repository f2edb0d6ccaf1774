import { PageHead } from '@/components/layout/page';
import { Blogs } from '@/features/content/components/blogs';

export default function BlogsRoute() {
  return (
    <>
      <PageHead
        title="Blogs"
        description="Five short answers from the Toolshop team about building web shops with React and JavaScript."
      />
      <Blogs />
    </>
  );
}
