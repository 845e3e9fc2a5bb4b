import { Link } from 'react-router-dom';
import { ROUTES } from '../../routes';

export default function NotFoundPage() {
  return (
    <article>
      <h1>Page not found</h1>
      <p>
        The page you asked for does not exist. <Link to={ROUTES.home}>Go to the home page</Link>.
      </p>
    </article>
  );
}
