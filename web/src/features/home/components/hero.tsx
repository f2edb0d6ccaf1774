import { Link } from 'react-router';

import { paths } from '@/config/paths';

const BLOG = 'questions and answers on our blog';
const READ_MORE = `Read More: ${BLOG}`;

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <h1 id="hero-title">Mordern Power Tools</h1>
      <p>All hardware equipments and accessories available here</p>
      {/* The hidden words tell crawlers, which read the text and not the label, where it leads. */}
      <Link to={paths.blogs.getHref()} className="button button-large" aria-label={READ_MORE}>
        Read More<span className="visually-hidden">: {BLOG}</span>
      </Link>
    </section>
  );
}
