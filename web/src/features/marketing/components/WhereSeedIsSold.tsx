import { Link } from 'react-router-dom';
import { SALE_COUNTERS_LINK, WHERE_SEED_IS_SOLD, WHERE_SEED_IS_SOLD_HEADING } from '../../../content/rates';

/** Every rate page ends with where the seed at those rates can be bought. */
export function WhereSeedIsSold() {
  return (
    <section className="where-seed-is-sold">
      <h2>{WHERE_SEED_IS_SOLD_HEADING}</h2>
      <ul>
        {WHERE_SEED_IS_SOLD.map((place) => (
          <li key={place}>{place}</li>
        ))}
      </ul>
      <p>
        <Link to={SALE_COUNTERS_LINK.path}>{SALE_COUNTERS_LINK.title}</Link>
      </p>
    </section>
  );
}
