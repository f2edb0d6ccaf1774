import { Link } from 'react-router';

import { paths } from '@/config/paths';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <h1 id="hero-title">Mordern Power Tools</h1>
      <p>All hardware equipments and accessories available here</p>
      <Link to={paths.blogs.getHref()} className="button button-large">
        Read More
      </Link>
    </section>
  );
}
