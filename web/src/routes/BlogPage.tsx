import { Blog } from '../features/static-pages/Blog.js';

export function BlogPage() {
  return <Blog />;
}
