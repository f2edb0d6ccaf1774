import { ShopLink } from '@/components/shop-link';
import { useContent } from '@/lib/content';

/** The home page's banner: the owner's title, text and button (the spec's "Mordern Power Tools" in the demo). */
export function Hero() {
  const content = useContent();
  return (
    <section className="hero" aria-labelledby="hero-title">
      {content && (
        <>
          <h1 id="hero-title">{content.hero.title}</h1>
          <p>{content.hero.text}</p>
          {/* As on Buy Now: a name for screen readers (the hidden box alone would be read after a
              space), hidden words for crawlers, both saying what the button is about. */}
          <ShopLink
            href={content.hero.link}
            className="button button-large"
            aria-label={`${content.hero.button}: ${content.hero.title}`}
          >
            {content.hero.button}
            <span className="visually-hidden">: {content.hero.title}</span>
          </ShopLink>
        </>
      )}
    </section>
  );
}
