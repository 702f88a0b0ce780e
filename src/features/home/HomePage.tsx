// The public home page (route /): the pitch of docs/PRODUCT.md, "1. What the product does", calls to action,
// and on desktop the course carousel.
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { authAtom, type LoginState } from '../../auth/auth.ts';
import { CourseCarousel } from './CourseCarousel.tsx';
import { FeatureIcon } from './FeatureIcon.tsx';
import { features, matchModes, scoring } from './features.ts';
import './home.css';

export function HomePage() {
  const loginState = useAtomValue(authAtom).state;
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__text">
          <h1 id="home-title" className="home-hero__title">
            Handicap Down!
          </h1>
          <p className="home-hero__lede">
            Your golf rounds, hole by hole, on the course and off the grid. Score live, play matches with friends, and
            watch your handicap come down.
          </p>
          <CallsToAction loginState={loginState} />
        </div>
        <CourseCarousel />
      </section>

      <section className="home-section" aria-labelledby="home-features">
        <h2 id="home-features" className="home-section__title">
          Everything for your round
        </h2>
        <ul className="home-features">
          {features.map((f) => (
            <li key={f.id} className="home-feature">
              <FeatureIcon icon={f.icon} />
              <h3 className="home-feature__title">{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="home-columns">
        <section className="home-section" aria-labelledby="home-scoring">
          <h2 id="home-scoring" className="home-section__title">
            Scores that count
          </h2>
          <dl className="home-list">
            {scoring.map((s) => (
              <div key={s.title} className="home-list__item">
                <dt>{s.title}</dt>
                <dd>{s.text}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="home-section" aria-labelledby="home-modes">
          <h2 id="home-modes" className="home-section__title">
            Match play modes
          </h2>
          <dl className="home-list">
            {matchModes.map((m) => (
              <div key={m.title} className="home-list__item">
                <dt>{m.title}</dt>
                <dd>{m.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </div>
  );
}

function CallsToAction({ loginState }: { loginState: LoginState }) {
  // While the login state resolves the space stays reserved, so the buttons do not flash.
  if (loginState === 'login-in') return <div className="home-cta" aria-hidden="true" />;
  return (
    <div className="home-cta">
      {loginState === 'logged' ? (
        <Link to="/dashboard" className="home-cta__button home-cta__button--primary">
          Dashboard
        </Link>
      ) : (
        <>
          <Link to="/register" className="home-cta__button home-cta__button--primary">
            Register
          </Link>
          <Link to="/login" className="home-cta__button">
            Login
          </Link>
        </>
      )}
    </div>
  );
}
