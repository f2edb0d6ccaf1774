import { Blogs } from '@/features/content/components/blogs';

export default function BlogsRoute() {
  return (
    <>
      <title>Blogs · Toolshop</title>
      <Blogs />
    </>
  );
}
