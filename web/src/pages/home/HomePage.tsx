import { HOME } from '../../content/home';

export default function HomePage() {
  return (
    <article>
      <h1>{HOME.heading}</h1>
      <p>{HOME.summary}</p>
    </article>
  );
}
