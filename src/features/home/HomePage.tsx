// The public home page (route /): the pitch of docs/PRODUCT.md, "1. What the product does", calls to action,
// and on desktop the course carousel.
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { authAtom, type LoginState } from '../../auth/auth.ts';
import { CourseCarousel } from './CourseCarousel.tsx';
import { FeatureIcon } from './FeatureIcon.tsx';
import { features, matchModes, scoring } from './features.ts';
import { useT } from '../../i18n/catalog.ts';
import { homeText } from './i18n/index.ts';
import './home.css';

/** The brand is the same in every language (docs/ARCHITECTURE.md, "Languages"). */
const BRAND = 'Handicap Down!';

export function HomePage() {
  const t = useT(homeText);
  const loginState = useAtomValue(authAtom).state;
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__text">
          <h1 id="home-title" className="home-hero__title">
            {BRAND}
          </h1>
          <p className="home-hero__lede">{t('lede')}</p>
          <CallsToAction loginState={loginState} />
        </div>
        <CourseCarousel />
      </section>

      <section className="home-section" aria-labelledby="home-features">
        <h2 id="home-features" className="home-section__title">
          {t('features.title')}
        </h2>
        <ul className="home-features">
          {features.map((f) => (
            <li key={f.id} className="home-feature">
              <FeatureIcon icon={f.icon} />
              <h3 className="home-feature__title">{t(f.title)}</h3>
              <p>{t(f.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="home-columns">
        <section className="home-section" aria-labelledby="home-scoring">
          <h2 id="home-scoring" className="home-section__title">
            {t('scoring.title')}
          </h2>
          <dl className="home-list">
            {scoring.map((s) => (
              <div key={s.title} className="home-list__item">
                <dt>{t(s.title)}</dt>
                <dd>{t(s.text)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="home-section" aria-labelledby="home-modes">
          <h2 id="home-modes" className="home-section__title">
            {t('modes.title')}
          </h2>
          <dl className="home-list">
            {matchModes.map((m) => (
              <div key={m.title} className="home-list__item">
                <dt>{t(m.title)}</dt>
                <dd>{t(m.text)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </div>
  );
}

function CallsToAction({ loginState }: { loginState: LoginState }) {
  const t = useT(homeText);
  // While the login state resolves the space stays reserved, so the buttons do not flash.
  if (loginState === 'login-in') return <div className="home-cta" aria-hidden="true" />;
  return (
    <div className="home-cta">
      {loginState === 'logged' ? (
        <Link to="/dashboard" className="home-cta__button home-cta__button--primary">
          {t('cta.dashboard')}
        </Link>
      ) : (
        <>
          <Link to="/register" className="home-cta__button home-cta__button--primary">
            {t('cta.register')}
          </Link>
          <Link to="/login" className="home-cta__button">
            {t('cta.login')}
          </Link>
        </>
      )}
    </div>
  );
}
