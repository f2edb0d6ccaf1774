import { useContent } from '@/lib/content';

/** The home page's figures ("72+ Countries"), as the owner writes them, or none when hidden. */
export function TrustBand() {
  const content = useContent();
  if (!content || content.trustBand.hidden || content.trustBand.items.length === 0) return null;
  return (
    <section className="section" aria-labelledby="trust-title">
      <h2 id="trust-title" className="section-title center">
        Trusted by workshops around the world
      </h2>
      <ul className="stats">
        {content.trustBand.items.map((item, index) => (
          <li key={index} className="stat">
            <span className="stat-value">{item.figure}</span> <span className="stat-label">{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
