import { useContent } from '@/lib/content';

/** The About Us strip: the owner's promises (the spec's three in the demo). */
export function AboutUs() {
  const content = useContent();
  if (!content || content.about.length === 0) return null;
  return (
    <section className="section" aria-labelledby="about-title">
      <h2 id="about-title" className="section-title">
        About Us
      </h2>
      <ul className="about-strip">
        {content.about.map((promise, index) => (
          <li key={index} className="card about-item">
            <h3 className="card-title">{promise.title}</h3>
            <p>{promise.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
