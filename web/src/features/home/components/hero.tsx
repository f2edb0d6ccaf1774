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
          {/* The hidden words tell crawlers and screen readers, which read the text, what it is about. */}
          <ShopLink href={content.hero.link} className="button button-large">
            {content.hero.button}
            <span className="visually-hidden">: {content.hero.title}</span>
          </ShopLink>
        </>
      )}
    </section>
  );
}
