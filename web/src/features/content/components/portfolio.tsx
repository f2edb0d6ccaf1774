import { mailtoHref } from '@/lib/format';

const skills = ['TypeScript', 'React', 'React Router', 'TanStack Query', 'Go', 'SQL', 'Accessibility', 'Testing Library'];

const projects = [
  {
    name: 'Toolshop',
    text: 'This store: a catalogue of hand and power tools, orders with stock reserved on the server, card payments and an admin dashboard, served by a single Go binary.',
  },
  {
    name: 'Workshop Planner',
    text: 'A booking calendar for a community workshop: members reserve benches and machines, and the planner stops two people booking the same lathe.',
  },
  {
    name: 'Hardware Price Tracker',
    text: 'A small service that records supplier prices every night and charts how the cost of a drill kit moves through the year.',
  },
];

export function Portfolio() {
  return (
    <article className="prose">
      <h1>My Portfolio</h1>
      <section className="card">
        <h2>About me</h2>
        <p>
          I am a web developer who builds online shops for small businesses. I care about pages that load quickly on a
          phone in a workshop, forms that explain what went wrong, and software a shop owner can run without a team of
          engineers.
        </p>
        <p>
          Email: <a href={mailtoHref('hello@toolshop.example')}>hello@toolshop.example</a>
        </p>
      </section>
      <section className="card">
        <h2>Education</h2>
        <p>Bachelor of Science in Computer Science and Engineering.</p>
      </section>
      <section className="card">
        <h2>Skills</h2>
        <ul className="tags">
          {skills.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      </section>
      <section className="card">
        <h2>Projects</h2>
        <ul className="project-list">
          {projects.map((project) => (
            <li key={project.name}>
              <h3>{project.name}</h3>
              <p>{project.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
