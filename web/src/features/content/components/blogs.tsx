const posts = [
  {
    question: 'How do we keep the Toolshop pages fast when the catalogue grows?',
    answer: [
      'Most slowness in a React shop comes from doing work nobody needs: rendering every card again when one price changes, or shipping code for pages the visitor never opens. We give each tool a stable key so React only touches the card that changed, and we split the dashboard, the payment page and the sign-in pages into their own bundles, so the home page downloads only what it shows.',
      'Server data lives in a query cache rather than in component state. The tool list is fetched once and shared by the home page, the deal of the day and the admin tables, instead of each screen asking the server again.',
    ],
  },
  {
    question: 'Where should the state of a page live?',
    answer: [
      'We sort state by who owns it. What the server knows (tools, orders, reviews) belongs to the server and is cached by a data-fetching library. What only one form cares about (the quantity you are typing) stays inside that form. What the whole app needs (who is signed in) is a single query every component can read.',
      'Keeping these three apart means there is never a second copy of an order that can drift out of date after you pay for it.',
    ],
  },
  {
    question: 'How does prototypal inheritance work in JavaScript?',
    answer: [
      'Every JavaScript object has a hidden link to another object, its prototype. When you read a property the object does not have, the engine follows that link, and the next one, until it finds the property or reaches null. Methods shared by all arrays, such as map and filter, live once on Array.prototype instead of being copied into every array.',
      'The class keyword is a friendlier way to write the same thing: a class\u2019s methods end up on its prototype, and extends links one prototype to another.',
    ],
  },
  {
    question: 'Why test a page the way a customer uses it?',
    answer: [
      'A customer never sees a component\u2019s props; they see a button labelled Purchase that is greyed out while the quantity is below the minimum order. Our tests render the real routes, find elements by their role and visible name, type and click, and check what appears on screen.',
      'Tests written this way keep passing when we rename a function or restructure a component, and fail when a customer would actually notice something broken. As a bonus, a page that is easy to test by role is usually a page that works with a screen reader.',
    ],
  },
  {
    question: 'What is the difference between let, const and var?',
    answer: [
      'var is scoped to the whole function and is hoisted, so it can be read (as undefined) before the line that declares it. let and const are scoped to the nearest block, such as an if or a loop body, and reading them before their declaration is an error.',
      'const only stops the name from being pointed at something else; an object held in a const can still change. We use const by default and let only for values that really are reassigned, such as a counter.',
    ],
  },
];

export function Blogs() {
  return (
    <article className="prose">
      <h1>Blogs</h1>
      <p className="lead">Questions our customers and new developers ask about how this shop is built.</p>
      {posts.map((post) => (
        <section key={post.question} className="card blog-post">
          <h2>{post.question}</h2>
          {post.answer.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
