const promises = [
  { title: 'Cash on Delivery', text: '100% money back guarantee if a tool is not what you ordered.' },
  { title: 'Special Gift Card', text: 'Buy a gift card and get bonuses with a gift for every order.' },
  { title: 'Customer Service', text: 'Our team is reachable 24/7 by phone and email.' },
];

export function AboutUs() {
  return (
    <section className="section" aria-labelledby="about-title">
      <h2 id="about-title" className="section-title">
        About Us
      </h2>
      <ul className="about-strip">
        {promises.map((promise) => (
          <li key={promise.title} className="card about-item">
            <h3 className="card-title">{promise.title}</h3>
            <p>{promise.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
